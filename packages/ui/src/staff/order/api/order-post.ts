import type { Order } from '@stitchdesk/shared';
import { apiPath, apiPost } from '../../../lib/api.ts';

/**
 * A staff change to one order, POST /staff/orders/:id/{action}: the input less its `orderId` is the
 * body as it stands, and the answer is the changed order.
 */
export function orderPost<Input, Answer = Order>(action: string) {
  return ({ orderId, ...body }: { orderId: string } & Input) =>
    apiPost<Answer>(apiPath`/staff/orders/${orderId}/${action}`, body);
}
