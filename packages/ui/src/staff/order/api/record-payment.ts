import type { PaymentInput } from '@stitchdesk/shared';
import { useRefreshingMutation } from '../../../lib/api.ts';
import { orderPost } from './order-post.ts';
import { orderStaleKeys } from './order-stale-keys.ts';

/** POST /staff/orders/:id/payments — appends one payment to the order's ledger. */
export const recordPayment = orderPost<PaymentInput>('payments');

export const useRecordPayment = () => useRefreshingMutation(recordPayment, orderStaleKeys);
