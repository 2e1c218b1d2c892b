import type { CreateRevisionResponse, RevisionBlockInput, ServiceKey } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** PUT /order/revision/:orderId with `{ <key>: block }`: the edit form's changed block (spec §4). */
export async function reviseOrder(
  orderId: string,
  service: ServiceKey,
  block: RevisionBlockInput<ServiceKey>,
): Promise<CreateRevisionResponse> {
  const { data } = await http.put<CreateRevisionResponse>(`/order/revision/${encodeURIComponent(orderId)}`, {
    [service]: block,
  });
  return data;
}
