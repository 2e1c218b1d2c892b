import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.tsx';

const items = [
  { id: 'a', title: 'First question', content: 'First answer' },
  { id: 'b', title: 'Second question', content: 'Second answer' },
  { id: 'c', title: 'Third question', content: 'Third answer' },
];

function expanded() {
  return screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);
}

describe('<Accordion>', () => {
  it('keeps at most one item open: opening one closes the other', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenId="a" />);
    expect(expanded()).toEqual(['First question']);
    expect(screen.getByText('First answer')).toBeVisible();
    expect(screen.getByText('Second answer')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Second question' }));
    expect(expanded()).toEqual(['Second question']);
    expect(screen.getByText('Second answer')).toBeVisible();
    expect(screen.getByText('First answer')).not.toBeVisible();
  });

  it('closes the open item when it is clicked again, leaving none open', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    expect(expanded()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Third question' }));
    expect(expanded()).toEqual(['Third question']);
    await user.click(screen.getByRole('button', { name: 'Third question' }));
    expect(expanded()).toEqual([]);
    expect(screen.getByText('Third answer')).not.toBeVisible();
  });

  it('ties each title button to its panel, named by the title', async () => {
    render(<Accordion items={items} defaultOpenId="b" headingLevel={2} />);
    const button = screen.getByRole('button', { name: 'Second question' });
    const panel = screen.getByRole('region', { name: 'Second question' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('heading', { level: 2, name: 'Second question' })).toContainElement(button);
  });
});
