import { formatOrderNumber, type MessageSide } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { FileRow, MessageRow, OrderRow, ThreadItem } from '../../db/rows.ts';
import { badRequest } from '../../errors.ts';
import { FILE_COLUMNS } from '../files/files.ts';
import { addJob } from '../../queue/add-job.ts';
import { notify, staffRecipientsFor } from '../notifications/notifications.ts';
import { orderPageUrl, orderUpdateMail, queueOrderMail } from '../notifications/order-mail.ts';
import { emitWebhookEvent, orderRef } from '../webhooks/events.ts';
import { oldestFirst } from '../../db/oldest-first.ts';

type Db = Knex | Knex.Transaction;

export const UNKNOWN_MESSAGE_FILE = 'Unknown file';

const otherSide = (side: MessageSide): MessageSide => (side === 'client' ? 'shop' : 'client');

/**
 * The order's messages, oldest first, as `reader` sees them; what the other side wrote and the
 * reader's side had not seen is marked unread in this answer and read from now on.
 */
export async function readThread(db: Db, orderId: string, reader: MessageSide): Promise<ThreadItem[]> {
  const rows = await db('order_messages as m')
    .leftJoin('users as author', 'author.id', 'm.author_id')
    .where('m.order_id', orderId)
    .orderBy(oldestFirst('m'))
    .select<MessageRow[]>('m.*', 'author.username as author_username');
  const files = rows.length
    ? await db<FileRow>('files')
        .select(...FILE_COLUMNS, 'message_id')
        .where({ order_id: orderId, kind: 'message' })
        .orderBy('created_at')
    : [];
  const unseen = rows.filter((row) => row.side === otherSide(reader) && row.read_at === null);
  if (unseen.length) {
    await db('order_messages')
      .whereIn(
        'id',
        unseen.map((row) => row.id),
      )
      .whereNull('read_at')
      .update({ read_at: db.fn.now() });
  }
  const unseenIds = new Set(unseen.map((row) => row.id));
  return rows.map((row) => ({
    row,
    files: files.filter((file) => file.message_id === row.id),
    unread: unseenIds.has(row.id),
  }));
}

/** How many of the shop's messages on each of the client's orders the client has not seen. */
export async function unreadForClient(db: Db, clientId: string): Promise<Record<string, number>> {
  const rows = await db('order_messages as m')
    .join('orders as o', 'o.id', 'm.order_id')
    .where({ 'o.user_id': clientId, 'm.side': 'shop' })
    .whereNull('m.read_at')
    .groupBy('m.order_id')
    .select<{ order_id: string; count: string }[]>('m.order_id', db.raw('count(*) as count'));
  return Object.fromEntries(rows.map((row) => [row.order_id, Number(row.count)]));
}

export function newMessageNotice(
  side: MessageSide,
  author: string,
  order: Pick<OrderRow, 'title' | 'number'>,
) {
  const number = formatOrderNumber(order.number);
  return side === 'client'
    ? `${author} wrote about order ${number} ${order.title}`
    : `New message about your order ${number} ${order.title}`;
}

/**
 * The e-mail copies of a new-message notification, queued in the message's transaction: the client's
 * links their order page (the order-update job writes it); staff get the staff console's page.
 */
async function queueMessageMail(
  trx: Knex.Transaction,
  input: {
    order: OrderRow;
    notified: readonly string[];
    notice: string;
    toStaff: boolean;
    publicUrl: string;
  },
): Promise<void> {
  const { order, notified, notice, toStaff, publicUrl } = input;
  if (!toStaff) {
    for (const userId of notified) await queueOrderMail(trx, { userId, orderId: order.id, message: notice });
    return;
  }
  const people = await trx('users')
    .whereIn('id', [...notified])
    .select<{ email: string; username: string }[]>('email', 'username');
  const mailOrder = { id: order.id, number: order.number, serviceKey: order.service_type };
  const clientLine = `See your order: ${orderPageUrl(publicUrl, mailOrder)}`;
  for (const to of people) {
    const mail = orderUpdateMail({ to, message: notice, order: mailOrder, publicUrl });
    const text = mail.text.replace(clientLine, `Open the order: ${publicUrl}/staff/orders/${order.id}`);
    await addJob(trx, 'mail:send', { ...mail, text });
  }
}

/**
 * Adds a message by `author` on `side` to `order` (already checked visible to them, locked by the
 * caller's transaction), with the author's own unattached uploads, and notifies the other side: the
 * client, or for a client's message the staff who hear about that client (their assigned employee,
 * else every active admin). Returns the message and the ids notified.
 */
export async function postMessage(
  trx: Knex.Transaction,
  input: {
    order: OrderRow;
    author: { id: string; username: string };
    side: MessageSide;
    body: string;
    fileIds: readonly string[];
    /** Absolute base of the links the e-mails carry (PUBLIC_URL). */
    publicUrl: string;
  },
): Promise<{ item: ThreadItem; notified: string[]; notice: string }> {
  const { order, author, side } = input;
  const ids = [...new Set(input.fileIds.map((id) => id.toLowerCase()))];
  if (ids.length) {
    const usable = await trx<FileRow>('files')
      .select('id')
      .whereIn('id', ids)
      .andWhere({ owner_id: author.id, kind: 'attachment', order_id: null, revision_id: null })
      .forUpdate();
    if (usable.length !== ids.length)
      throw badRequest(UNKNOWN_MESSAGE_FILE, [{ path: 'fileIds', message: UNKNOWN_MESSAGE_FILE }]);
  }
  const [row] = await trx('order_messages')
    .insert({ order_id: order.id, author_id: author.id, side, body: input.body, created_at: trx.fn.now() })
    .returning<MessageRow[]>('*');
  const files = ids.length
    ? await trx('files')
        .whereIn('id', ids)
        .update({ kind: 'message', order_id: order.id, message_id: row.id })
        .returning<FileRow[]>([...FILE_COLUMNS])
    : [];
  const notified =
    side === 'client' ? await staffRecipientsFor(trx, order.user_id, order.id) : [order.user_id];
  const notice = newMessageNotice(side, author.username, order);
  await notify(trx, notified, notice, order.id);
  await queueMessageMail(trx, {
    order,
    notified,
    notice,
    toStaff: side === 'client',
    publicUrl: input.publicUrl,
  });
  await emitWebhookEvent(trx, order.user_id, 'message.created', {
    ...orderRef(order),
    messageId: row.id,
    from: side,
    body: row.body,
    attachments: files.length,
    createdAt: row.created_at.toISOString(),
  });
  return {
    item: { row: { ...row, author_username: author.username }, files, unread: false },
    notified,
    notice,
  };
}
