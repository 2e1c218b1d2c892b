import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IncomingArtwork } from '../../platform/types.ts';
import { fakeRoutes } from '../../test/fake-api.ts';
import { renderPanel, testPlatform } from '../../test/render-panel.tsx';

/** A hot folder the test drops files into, as the desktop host would. */
function fakeHotFolder() {
  let tray: IncomingArtwork[] = [];
  const listeners = new Set<(files: IncomingArtwork[]) => void>();
  const emit = () => listeners.forEach((l) => l([...tray]));
  return {
    drop(name: string) {
      tray.push({
        id: name,
        name,
        size: 3,
        presetFolder: null,
        presetId: null,
        read: async () => new File(['abc'], name, { type: 'application/pdf' }),
      });
      emit();
    },
    take: vi.fn((ids: string[]) => {
      tray = tray.filter((f) => !ids.includes(f.id));
      emit();
    }),
    subscribe(onChange: (files: IncomingArtwork[]) => void) {
      listeners.add(onChange);
      onChange([...tray]);
      return () => listeners.delete(onChange);
    },
  };
}

describe('incoming artwork (desktop hot folder)', () => {
  it('waits in the tray, then attaches to the next new-order form opened, and can be removed', async () => {
    fakeRoutes({ 'GET /order/getorder': { status: 200, data: [] } });
    const folder = fakeHotFolder();
    const user = userEvent.setup();
    folder.drop('brief.pdf');
    renderPanel('/clientpanel', { platform: testPlatform({ incomingArtwork: folder }) });

    const tray = await screen.findByRole('region', { name: 'Incoming artwork' });
    expect(await within(tray).findByText('brief.pdf')).toBeInTheDocument();
    expect(folder.take).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Place Your Order' }));
    await user.click(screen.getByRole('link', { name: 'Custom Patches' }));
    const chosen = await screen.findByRole('list', { name: 'Chosen files' });
    expect(within(chosen).getByText('brief.pdf')).toBeInTheDocument();
    expect(folder.take).toHaveBeenCalledWith(['brief.pdf']);
    expect(within(tray).queryByText('brief.pdf')).not.toBeInTheDocument();

    // A file dropped while the form is open goes straight into it.
    act(() => folder.drop('sketch.pdf'));
    expect(await within(chosen).findByText('sketch.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove brief.pdf' }));
    expect(within(chosen).queryByText('brief.pdf')).not.toBeInTheDocument();
  });
});
