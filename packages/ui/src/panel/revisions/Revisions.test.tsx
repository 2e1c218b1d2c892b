import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Revision } from '@stitchdesk/shared';
import { apiError, fakeRoutes } from '../../test/fake-api.ts';
import { emptyBlocks } from '../../test/orders.ts';
import { renderPanel } from '../../test/render-panel.tsx';

afterEach(() => vi.restoreAllMocks());

const revision: Revision = {
  _id: 'rev-1',
  orderId: 'ord-1',
  orderNumber: 1042,
  orderStatus: 'Revision Requested',
  createdAt: '2030-01-01T00:00:00.000Z',
  changes: {
    patches: {
      ...emptyBlocks().patches,
      orderTitle: 'Club patch',
      patchCategory: 'Woven Patch',
      backing: 'Velcro',
    },
  },
};

describe('Revisions', () => {
  it('says "No Revisions Found." when there are none', async () => {
    fakeRoutes({ 'GET /order/get/revision': { status: 200, data: { revisions: [] } } });
    renderPanel('/clientpanel/revisions');
    expect(await screen.findByText('No Revisions Found.')).toBeInTheDocument();
  });

  it('lists title, type (the keys of the changes) and status, linking by the revision id', async () => {
    fakeRoutes({ 'GET /order/get/revision': { status: 200, data: { revisions: [revision] } } });
    renderPanel('/clientpanel/revisions');
    expect(await screen.findByRole('link', { name: 'Club patch' })).toHaveAttribute(
      'href',
      '/clientpanel/revisions/Patches/rev-1',
    );
    expect(screen.getByText('Type: patches')).toBeInTheDocument();
    expect(screen.getByText('Revision Requested')).toBeInTheDocument();
  });

  it('the revision page shows the revised fields, N/A for a missing size, and no attachments', async () => {
    fakeRoutes({ 'GET /order/revision/single/rev-1': { status: 200, data: revision } });
    renderPanel('/clientpanel/revisions/Patches/rev-1');
    expect(await screen.findByText('Woven Patch')).toBeInTheDocument();
    expect(screen.getByText('Velcro')).toBeInTheDocument();
    // The order is named by its number and linked by its id; the id itself is not shown.
    expect(screen.getByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/clientpanel/orders/Patches/ord-1',
    );
    expect(screen.queryByText('ord-1')).not.toBeInTheDocument();
    expect(screen.getAllByText('N/A').length).toBeGreaterThan(0);
    expect(screen.getByText('No attachments available')).toBeInTheDocument();
  });

  it('toasts "Error fetching data:" when a revision cannot load; the vector one only logs', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeRoutes({ 'GET /order/revision/single/bad': apiError(404, 'Revision not found') });
    const first = renderPanel('/clientpanel/revisions/Patches/bad');
    expect(await screen.findByText('Error fetching data:')).toBeInTheDocument();
    first.unmount();

    renderPanel('/clientpanel/revisions/Vector/bad');
    expect(await screen.findByText('Error: Revision not found')).toBeInTheDocument();
    expect(screen.queryByText('Error fetching data:')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
