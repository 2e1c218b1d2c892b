import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel, wrapIndex } from './Carousel.tsx';

const people = ['Ada', 'Ben', 'Cleo', 'Dev'];

function renderCarousel() {
  render(
    <Carousel
      items={people}
      label="Testimonials"
      itemName={(name) => `testimonial from ${name}`}
      renderItem={(name) => <p>Quote by {name}</p>}
    />,
  );
}

describe('wrapIndex()', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('<Carousel>', () => {
  it('steps forward one at a time and wraps from the last to the first', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(screen.getByText('Quote by Ada')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    for (const name of ['Ben', 'Cleo', 'Dev', 'Ada']) {
      await user.click(next);
      expect(screen.getByText(`Quote by ${name}`)).toBeInTheDocument();
    }
  });

  it('steps back from the first to the last', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Quote by Dev')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '4 of 4' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Quote by Cleo')).toBeInTheDocument();
  });

  it('has one dot per slide that jumps to it and marks the current one', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const dots = screen.getAllByRole('button', { name: /^Show testimonial from/ });
    expect(dots).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Show testimonial from Cleo' }));
    expect(screen.getByText('Quote by Cleo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show testimonial from Cleo' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show testimonial from Ada' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('follows the arrow keys while focus is inside', async () => {
    const user = userEvent.setup();
    renderCarousel();
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Quote by Dev')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Quote by Ben')).toBeInTheDocument();
  });
});
