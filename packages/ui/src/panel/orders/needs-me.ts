import type { Order } from '@stitchdesk/shared';

/** What an order waits for from its client, in the words the marker shows. */
export type ClientAction = 'Approve proof' | 'Pay deposit' | 'Reply to a message' | 'Ship-to address needed';

/**
 * The client's to-dos on `order`: a proof to decide, a deposit production waits for, an unread
 * message, goods with nowhere to ship.
 */
export function clientActions(order: Order, unreadMessages: number): ClientAction[] {
  const actions: ClientAction[] = [];
  if (order.orderStatus === 'Cancelled') return actions;
  const latest = order.proofs.at(-1);
  if (order.orderStatus === 'Awaiting Approval' && latest && latest.decision === null)
    actions.push('Approve proof');
  if (order.price.depositDueCents > 0) actions.push('Pay deposit');
  if (unreadMessages > 0) actions.push('Reply to a message');
  if (order.shipToNeeded) actions.push('Ship-to address needed');
  return actions;
}
