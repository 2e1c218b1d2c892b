import type { Knex } from 'knex';
import { formatCents, priceSummary } from '@stitchdesk/shared';
import { conflict } from '../../errors.ts';
import { lockVisibleOrder } from '../orders/visible.ts';
import type { OrderChange } from '../production/transitions.ts';
import type { StaffViewer } from '../orders/viewer.ts';
import { ORDER_CANCELLED, priceBelowPaidMessage, priceSetMessage } from '../production/messages.ts';
import { recordStep } from '../production/step.ts';

/**
 * Staff set or change an order's price (integer cents) with a reason kept in the history. Never
 * below what was paid (the balance would go negative), never on a cancelled order.
 */
export async function setOrderPrice(
  db: Knex,
  viewer: StaffViewer,
  input: { orderId: string; amountCents: number; reason: string },
): Promise<OrderChange> {
  return db.transaction(async (trx) => {
    const order = await lockVisibleOrder(trx, viewer, input.orderId);
    if (order.status === 'Cancelled') throw conflict(ORDER_CANCELLED);
    if (input.amountCents < order.paid_cents) throw conflict(priceBelowPaidMessage(order.paid_cents));
    const before = order.price_cents === null ? 'to be confirmed' : formatCents(order.price_cents);
    const { depositDueCents } = priceSummary(order.service_type, input.amountCents, order.paid_cents);
    const message = priceSetMessage(order.title, input.amountCents, depositDueCents);
    const updated = await recordStep(trx, {
      order,
      actorId: viewer.id,
      kind: 'price',
      note: `Price ${before} → ${formatCents(input.amountCents)}: ${input.reason}`,
      clientMessage: message,
      updates: { price_cents: input.amountCents },
    });
    return {
      order: updated,
      client: { id: order.user_id, username: order.client_username, email: order.client_email },
      message,
    };
  });
}
