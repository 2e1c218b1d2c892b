import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRoutes } from '../../test/fake-api.ts';
import { renderPanel } from '../../test/render-panel.tsx';

/** A phone as matchMedia answers it: narrow, touch, no side column. */
function phone(query: string) {
  const matches = query.includes('pointer: coarse') || query.includes('max-width');
  return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
}

describe('the order form on a phone', () => {
  beforeEach(() => vi.stubGlobal('matchMedia', phone));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the price estimate before "Place Order" and offers a tap, not a drag', async () => {
    fakeRoutes({});
    renderPanel('/clientpanel/neworder/digitizing');
    const button = await screen.findByRole('button', { name: 'Place Order' });
    const estimate = screen.getByRole('heading', { name: 'Instant estimate' });
    // Document order is reading order: the estimate comes first.
    expect(estimate.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Instant estimate' })).toHaveLength(1);
    expect(screen.getByText('Tap to choose files')).toBeInTheDocument();
    expect(screen.queryByText(/drag and drop/i)).not.toBeInTheDocument();
  });
});
