import type {
  CreateBlockInput,
  CreateOrderResponse,
  PresetOrderBlock,
  ServiceKey,
  ShipToInput,
} from '@stitchdesk/shared';
import { IDEMPOTENCY_KEY_HEADER, SERVICE_LABELS } from '@stitchdesk/shared';
import { apiPath, apiPost } from '../../../lib/api.ts';
import { randomKey } from '../../../lib/order-queue.ts';

/**
 * The submission waiting for an answer: a retry of it (the same service, fields and file names —
 * the files are uploaded again, so their URLs differ) sends the same Idempotency-Key, and the server
 * answers with the order it already placed instead of placing a second one.
 */
let unanswered: { submission: string; key: string } | null = null;

function submissionOf(
  service: ServiceKey,
  block: CreateBlockInput<ServiceKey>,
  shipTo: ShipToInput | undefined,
): string {
  const { attachment, ...fields } = block;
  return JSON.stringify([service, fields, (attachment ?? []).map((file) => file.name), shipTo ?? null]);
}

/**
 * POST /order/createorder/{label} with `{ <key>: block }` and the given Idempotency-Key: a caller
 * placing several orders at once keeps one key per order (lib/order-queue.ts). A block made from a
 * preset (desktop preset folders) is checked by the server alone.
 */
export async function createOrderWithKey(
  service: ServiceKey,
  block: CreateBlockInput<ServiceKey> | PresetOrderBlock,
  idempotencyKey: string,
  shipTo?: ShipToInput,
): Promise<CreateOrderResponse> {
  return apiPost<CreateOrderResponse>(
    apiPath`/order/createorder/${SERVICE_LABELS[service]}`,
    // Goods' ship-to beside the block; none: the default shipping address, else one to give later.
    { [service]: block, ...(shipTo ? { shipTo } : {}) },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

/**
 * POST /order/createorder/{label} with `{ <key>: block }` (docs/product.md §API; the block carries its
 * attachments).
 */
export async function createOrder(
  service: ServiceKey,
  block: CreateBlockInput<ServiceKey>,
  shipTo?: ShipToInput,
): Promise<CreateOrderResponse> {
  const submission = submissionOf(service, block, shipTo);
  if (unanswered?.submission !== submission) unanswered = { submission, key: randomKey() };
  const data = await createOrderWithKey(service, block, unanswered.key, shipTo);
  unanswered = null;
  return data;
}
