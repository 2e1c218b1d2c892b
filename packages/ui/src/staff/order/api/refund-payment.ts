import type { RefundInput } from '@stitchdesk/shared';
import { useRefreshingMutation } from '../../../lib/api.ts';
import { orderPost } from './order-post.ts';
import { orderStaleKeys } from './order-stale-keys.ts';

/** POST /staff/orders/:id/refunds — gives money back: a new, negative line of the order's ledger. */
export const refundPayment = orderPost<RefundInput>('refunds');

export const useRefundPayment = () => useRefreshingMutation(refundPayment, orderStaleKeys);
