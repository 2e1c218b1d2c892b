import { formatOrderNumber, SERVICE_LABELS, type ServiceKey } from '@stitchdesk/shared';
import type { MailMessage } from './mailer.ts';

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

/** The client panel page of an order, as the panel routes it (spec §2: orders/{serviceType}/{orderId}). */
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
