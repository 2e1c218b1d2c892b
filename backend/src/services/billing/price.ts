import type { Knex } from 'knex';
import { formatCents, priceSummary } from '@stitchdesk/shared';
import { conflict } from '../../errors.ts';
import { lockVisibleOrder } from '../orders/visible.ts';
import type { OrderChange } from '../production/transitions.ts';
import type { StaffViewer } from '../orders/viewer.ts';
import { ORDER_CANCELLED, priceBelowPaidMessage, priceSetMessage } from '../production/messages.ts';
import { recordStep } from '../production/step.ts';
import { repricedColumns } from './order-price.ts';

/**
 * Staff set or change an order's price with a reason kept in the history. `amountCents` is the
 * work's price: the order's Super Rush fee and tax are added to it (order-price.ts), on the terms the
 * order was first priced at. The total (what the client owes) is never below what was paid (the
 * balance would go negative); never on a cancelled order.
 */
export async function setOrderPrice(
  db: Knex,
  viewer: StaffViewer,
  input: { orderId: string; amountCents: number; reason: string },
): Promise<OrderChange> {
  return db.transaction(async (trx) => {
    const order = await lockVisibleOrder(trx, viewer, input.orderId);
    if (order.status === 'Cancelled') throw conflict(ORDER_CANCELLED);
    const priced = await repricedColumns(trx, order, input.amountCents);
    const total = priced.price_cents ?? input.amountCents;
    if (total < order.paid_cents) throw conflict(priceBelowPaidMessage(order.paid_cents));
    const before = order.price_cents === null ? 'to be confirmed' : formatCents(order.price_cents);
    const { depositDueCents } = priceSummary(order.service_type, total, order.paid_cents);
    const message = priceSetMessage(order.title, total, depositDueCents);
    const work = total === input.amountCents ? '' : ` (work ${formatCents(input.amountCents)})`;
    const updated = await recordStep(trx, {
      order,
      actorId: viewer.id,
      kind: 'price',
      note: `Price ${before} → ${formatCents(total)}${work}: ${input.reason}`,
      clientMessage: message,
      updates: priced,
    });
    return {
      order: updated,
      client: { id: order.user_id, username: order.client_username, email: order.client_email },
      message,
    };
  });
}
