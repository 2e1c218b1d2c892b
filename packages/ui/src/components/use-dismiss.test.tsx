import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDismiss } from './use-dismiss.ts';

function Popup() {
  const [open, setOpen] = useState(true);
  const wrapper = useDismiss<HTMLDivElement>(open, () => setOpen(false));
  return (
    <>
      <button type="button">Outside</button>
      <div ref={wrapper}>
        <button type="button" onClick={() => setOpen(true)}>
          Inside
        </button>
        {open ? <p>Open panel</p> : null}
      </div>
    </>
  );
}

describe('useDismiss', () => {
  it('closes on Escape and on a press outside, not on a press inside', async () => {
    const user = userEvent.setup();
    render(<Popup />);
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    expect(screen.getByText('Open panel')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Open panel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByText('Open panel')).not.toBeInTheDocument();
  });
});
