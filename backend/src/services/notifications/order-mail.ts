import { formatOrderNumber, SERVICE_LABELS, type ServiceKey } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { MailMessage } from '../../lib/mail-message.ts';
import { addJob } from '../../queue/add-job.ts';

/** The name mail is signed with (the UI's BRAND lives in packages/ui, which the API does not import). */
const BRAND_NAME = 'Stitchdesk';

export interface OrderMailInput {
  to: { email: string; username: string };
  /** The same words as the in-app notification ("Your order … is now In Progress"). */
  message: string;
  order: { id: string; number: number; serviceKey: ServiceKey };
  /** Absolute base of the site (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
}

/**
 * The client panel page of an order, as the panel routes it (docs/product.md §Client panel:
 * orders/{serviceType}/{orderId}).
 */
export function orderPageUrl(publicUrl: string, order: { id: string; serviceKey: ServiceKey }): string {
  return `${publicUrl}/clientpanel/orders/${encodeURIComponent(SERVICE_LABELS[order.serviceKey])}/${order.id}`;
}

/**
 * The e-mail copy of an order notification: the notification's words as subject and first line,
 * then the order's number, which the shop and the client quote to each other.
 */
export function orderUpdateMail({ to, message, order, publicUrl }: OrderMailInput): MailMessage {
  const link = orderPageUrl(publicUrl, order);
  const text = [
    `Hello ${to.username},`,
    '',
    `${message}.`,
    `Order number: ${formatOrderNumber(order.number)}`,
    '',
    `See your order: ${link}`,
    '',
    `— ${BRAND_NAME}`,
  ].join('\n');
  return { to: to.email, subject: message, text };
}

/**
 * Queues the e-mail copy of a client's order notification in the transaction that notifies them:
 * the job writes it when it runs (the `mail:order-update` task) and retries while SMTP fails.
 */
export async function queueOrderMail(
  trx: Knex.Transaction,
  input: { userId: string; orderId: string; message: string },
): Promise<void> {
  await addJob(trx, 'mail:order-update', input);
}
