import type { QueryClient } from '@tanstack/react-query';
import { queueQueryOptions } from '../../queue/api/get-queue.ts';
import { staffOrderQueryOptions } from './get-staff-order.ts';

/** After any change to an order: its page (history included) and the queue rows read it again. */
export function refreshOrder(queryClient: QueryClient, orderId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey }),
    queryClient.invalidateQueries({ queryKey: queueQueryOptions().queryKey }),
  ]);
}
