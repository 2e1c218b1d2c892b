import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPayments } from '@stitchdesk/shared';
import { apiGet, apiPath } from '../../../lib/api.ts';
import { orderQueryOptions } from '../../orders/api/get-order.ts';

/** GET /order/:orderId/payments — the order's payments and refunds, oldest first. */
export const getOrderPayments = (orderId: string) =>
  apiGet<OrderPayments>(apiPath`/order/${orderId}/payments`);

/**
 * Under the order's own key, so whatever reads the order again reads its history too; keyed by what
 * the order says is paid as well, so a payment or refund the order answer shows brings its line.
 */
export function orderPaymentsQueryOptions(orderId: string, paidCents: number) {
  return queryOptions({
    queryKey: [...orderQueryOptions(orderId).queryKey, 'payments', paidCents] as const,
    queryFn: () => getOrderPayments(orderId),
    placeholderData: keepPreviousData,
  });
}

export const useOrderPayments = (orderId: string, paidCents: number) =>
  useQuery(orderPaymentsQueryOptions(orderId, paidCents));
