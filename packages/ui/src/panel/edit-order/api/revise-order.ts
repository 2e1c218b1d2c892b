import type { CreateRevisionResponse, RevisionBlockInput, ServiceKey } from '@stitchdesk/shared';
import { apiPath, apiPut } from '../../../lib/api.ts';

/**
 * PUT /order/revision/:orderId with `{ <key>: block }`: the edit form's changed block (docs/product.md §New
 * order and edit forms).
 */
export async function reviseOrder(
  orderId: string,
  service: ServiceKey,
  block: RevisionBlockInput<ServiceKey>,
): Promise<CreateRevisionResponse> {
  return apiPut<CreateRevisionResponse>(apiPath`/order/revision/${orderId}`, { [service]: block });
}
