import type { Order } from '@stitchdesk/shared';

/**
 * What the confirmation page is handed in the history entry's state (so a reload still names the
 * order): its number and the path of its page.
 */
export interface PlacedState {
  placed: { number: number; path: string };
}

export function placedState(
  order: Pick<Order, '_id' | 'number' | 'serviceType'> | undefined,
): PlacedState | null {
  if (!order) return null;
  return {
    placed: {
      number: order.number,
      path: `/clientpanel/orders/${encodeURIComponent(order.serviceType)}/${order._id}`,
    },
  };
}

export function readPlacedState(state: unknown): PlacedState['placed'] | null {
  if (!state || typeof state !== 'object' || !('placed' in state)) return null;
  const placed = (state as PlacedState).placed;
  if (typeof placed?.number !== 'number' || typeof placed.path !== 'string') return null;
  // Only a panel path is followed, whatever a history entry holds.
  return placed.path.startsWith('/clientpanel/orders/') ? placed : null;
}
