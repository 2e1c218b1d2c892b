import type { Knex } from 'knex';
import type { OrderEventKind, OrderStatus } from '@stitchdesk/shared';
import type { OrderRow } from '../../db/rows.ts';
import { notify } from '../notifications/notifications.ts';
import { queueOrderMail } from '../notifications/order-mail.ts';
import { emitStatusChange } from '../webhooks/order-events.ts';
import { ORDER_COLUMNS, recordOrderEvent } from '../orders/order-rows.ts';

export interface WorkflowStep {
  /** The order, locked by the caller in this transaction. */
  order: OrderRow;
  /** Null for a step no person made (a payment provider's notification). */
  actorId: string | null;
  kind: OrderEventKind;
  /** The history's words for staff. */
  note: string;
  /** What the client is told (bell, and e-mail by the route once committed). */
  clientMessage: string;
  /** The status the step moves the order to; it stays where it is when absent. */
  to?: OrderStatus;
  /** Further columns of the order the step changes. */
  updates?: Partial<Pick<OrderRow, WorkflowColumn>>;
  /** False: the caller e-mails the client itself (an online payment's receipt says the same words). */
  email?: boolean;
}

type WorkflowColumn =
  | 'price_cents'
  | 'work_price_cents'
  | 'tax_rate_basis_points'
  | 'tax_label'
  | 'paid_cents'
  | 'due_at'
  | 'estimated_ship_date'
  | 'estimated_delivery_from'
  | 'estimated_delivery_to'
  | 'shipment_carrier'
  | 'shipment_tracking_number'
  | 'shipment_tracking_url'
  | 'shipped_at';

/**
 * Records one workflow step in the caller's transaction: the order row updated (always: the
 * history's updated_at moves), the history entry with what the client was told, the client's bell
 * and its e-mail job, and the webhook event of a status move. The client's cached order list follows
 * the rows by itself (migration 0120).
 */
export async function recordStep(trx: Knex.Transaction, step: WorkflowStep): Promise<OrderRow> {
  const { order } = step;
  const to = step.to ?? order.status;
  const [updated] = await trx('orders')
    .where({ id: order.id })
    .update({ ...step.updates, status: to, updated_at: trx.fn.now() })
    .returning<OrderRow[]>([...ORDER_COLUMNS]);
  await recordOrderEvent(trx, {
    orderId: order.id,
    actorId: step.actorId,
    from: order.status,
    to,
    note: step.note,
    kind: step.kind,
    clientMessage: step.clientMessage,
  });
  await notify(trx, [order.user_id], step.clientMessage, order.id);
  if (step.email !== false)
    await queueOrderMail(trx, { userId: order.user_id, orderId: order.id, message: step.clientMessage });
  await emitStatusChange(trx, order, updated);
  return updated;
}
