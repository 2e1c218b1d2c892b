import { z } from 'zod';

/*
 * What a Checkout Session for orders carries in its metadata, so the webhook needs nothing but the
 * signed event: whose orders, and each order's own share of the amount. Stripe keeps at most 50 keys
 * of 40 characters, values of 500: one key per order (`order_1` … `order_40`, "id:cents").
 */

/** The metadata `kind` of a session that pays orders (a plan's session has another). */
export const ORDER_PAYMENT_KIND = 'order-payment';

/** The most orders one session pays (the metadata's room, with the fixed keys). */
export const MAX_ORDERS_PER_SESSION = 40;

export interface OrderShare {
  orderId: string;
  amountCents: number;
}

const shareText = z
  .string()
  .regex(/^[0-9a-f-]{36}:\d{1,10}$/)
  .transform((text) => {
    const [orderId, cents] = text.split(':');
    return { orderId, amountCents: Number(cents) };
  });

/** The session's metadata for `shares` of `clientId`'s orders; `orderId` too when it pays one order. */
export function orderPaymentMetadata(
  clientId: string,
  shares: readonly OrderShare[],
): Record<string, string> {
  const metadata: Record<string, string> = { kind: ORDER_PAYMENT_KIND, clientId };
  if (shares.length === 1) metadata.orderId = shares[0].orderId;
  shares.forEach((share, i) => {
    metadata[`order_${i + 1}`] = `${share.orderId}:${share.amountCents}`;
  });
  return metadata;
}

/** The client and the orders' shares a session's metadata names; null for a session that is not ours. */
export function orderSharesOf(
  metadata: Record<string, string> | null | undefined,
): { clientId: string; shares: OrderShare[] } | null {
  if (!metadata || metadata.kind !== ORDER_PAYMENT_KIND || !metadata.clientId) return null;
  const shares: OrderShare[] = [];
  for (let i = 1; i <= MAX_ORDERS_PER_SESSION; i++) {
    const text = metadata[`order_${i}`];
    if (text === undefined) break;
    const share = shareText.safeParse(text);
    if (!share.success) return null;
    shares.push(share.data);
  }
  return shares.length > 0 ? { clientId: metadata.clientId, shares } : null;
}
