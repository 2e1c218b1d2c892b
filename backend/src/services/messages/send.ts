import type { MessageSide } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { OrderRow, ThreadItem } from '../../db/rows.ts';
import { notFound } from '../../errors.ts';
import { ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { postMessage, readThread } from './thread.ts';

/**
 * How one side finds the order it is writing about: the client only among its own orders, staff
 * among the orders they may see. With `lock` the order row stays locked to the end of the transaction.
 */
export type OrderFinder = (db: Knex | Knex.Transaction, lock: boolean) => Promise<OrderRow | undefined>;

/** The order's thread as `side` reads it; an order that side may not see is 404. */
export async function threadFor(db: Knex, findOrder: OrderFinder, side: MessageSide): Promise<ThreadItem[]> {
  const order = await findOrder(db, false);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return readThread(db, order.id, side);
}

/**
 * Sends a message from one side of an order's thread: the order found and locked, then the message
 * posted in the same transaction, so a concurrent change of the order waits for it.
 */
export async function sendMessage(
  db: Knex,
  input: {
    findOrder: OrderFinder;
    side: MessageSide;
    author: { id: string; username: string };
    body: string;
    fileIds: readonly string[];
    /** Absolute base of the links the e-mails carry (PUBLIC_URL). */
    publicUrl: string;
  },
): Promise<ThreadItem> {
  const { findOrder, ...message } = input;
  const sent = await db.transaction(async (trx) => {
    const order = await findOrder(trx, true);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return postMessage(trx, { ...message, order });
  });
  return sent.item;
}
