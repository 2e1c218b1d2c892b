import type { CheckoutAmount, CheckoutSession } from '@stitchdesk/shared';
import { apiPath, apiPost } from '../../../lib/api.ts';

/** POST /order/:orderId/checkout — a Checkout Session for the order's deposit or balance (the server's amount). */
export const startOrderCheckout = (orderId: string, amount: CheckoutAmount) =>
  apiPost<CheckoutSession>(apiPath`/order/${orderId}/checkout`, { amount });

/** POST /user/statement/checkout — one Checkout Session for the given orders (all outstanding when none). */
export const startStatementCheckout = (orderIds?: string[]) =>
  apiPost<CheckoutSession>('/user/statement/checkout', orderIds ? { orderIds } : {});
