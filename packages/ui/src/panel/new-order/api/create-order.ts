import type { CreateOrderResponse, ServiceKey } from '@stitchdesk/shared';
import { SERVICE_LABELS } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** POST /order/createorder/{label} with `{ <key>: block }` (spec §7; the block carries its attachments). */
export async function createOrder(service: ServiceKey, block: object): Promise<CreateOrderResponse> {
  const { data } = await http.post<CreateOrderResponse>(
    `/order/createorder/${encodeURIComponent(SERVICE_LABELS[service])}`,
    { [service]: block },
  );
  return data;
}
