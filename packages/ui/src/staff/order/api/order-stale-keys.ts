import { queueQueryOptions } from '../../queue/api/get-queue.ts';
import { staffOrderQueryOptions } from './get-staff-order.ts';

/** After any change to an order: its page (history included) and the queue rows read it again. */
export function orderStaleKeys({ orderId }: { orderId: string }) {
  return [staffOrderQueryOptions(orderId).queryKey, queueQueryOptions().queryKey];
}
