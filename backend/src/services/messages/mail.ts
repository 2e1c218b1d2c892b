import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { OrderRow } from '../../db/rows.ts';
import type { Mailer } from '../notifications/mailer.ts';
import { orderPageUrl, orderUpdateMail } from '../notifications/order-mail.ts';
import { sendQuietly } from '../notifications/send-quietly.ts';

/**
 * The e-mail copies of a new-message notification, sent after the commit; failures are only logged.
 * The client's copy links their order page; staff get the staff console's page of the order.
 */
export async function mailNewMessage(
  {
    db,
    mailer,
    logger,
    config,
  }: { db: Knex; mailer: Mailer | null; logger: Logger; config: { publicUrl: string } },
  input: { order: OrderRow; notified: readonly string[]; notice: string; toStaff: boolean },
): Promise<void> {
  const { order, notified, notice, toStaff } = input;
  if (notified.length === 0) return;
  const people = await db('users')
    .whereIn('id', [...notified])
    .select<{ email: string; username: string }[]>('email', 'username');
  const mailOrder = { id: order.id, number: order.number, serviceKey: order.service_type };
  const mails = people.map((to) => {
    const mail = orderUpdateMail({ to, message: notice, order: mailOrder, publicUrl: config.publicUrl });
    if (!toStaff) return mail;
    const staffPage = `${config.publicUrl}/staff/orders/${order.id}`;
    const clientLine = `See your order: ${orderPageUrl(config.publicUrl, mailOrder)}`;
    return { ...mail, text: mail.text.replace(clientLine, `Open the order: ${staffPage}`) };
  });
  void sendQuietly(mailer, logger, mails);
}
