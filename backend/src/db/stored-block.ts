import { readStoredBlock, type ServiceKey, type StoredBlock } from '@stitchdesk/shared';
import type { OrderRow, RevisionRow } from './rows.ts';

/*
 * The one way to read what an order stores of its block: orders.details (or a revision's changes)
 * parsed by the service's stored schema (packages/shared, schemas/orders.ts), which reads rows of
 * earlier versions leniently. Parsed once per row: presenting an order reads its block, and its
 * stitch files' colours, from the same parse.
 */
const parsed: { [K in ServiceKey]: WeakMap<object, StoredBlock<K>> } = {
  digitizing: new WeakMap(),
  vector: new WeakMap(),
  patches: new WeakMap(),
  customApparel: new WeakMap(),
};

/** `stored` (a row's details or changes) read as `key`'s stored block. */
export function storedBlock<K extends ServiceKey>(key: K, stored: OrderRow['details']): StoredBlock<K> {
  const cache: WeakMap<object, StoredBlock<K>> = parsed[key];
  const kept = cache.get(stored);
  if (kept) return kept;
  const block = readStoredBlock(key, stored);
  cache.set(stored, block);
  return block;
}

/** The order's stored block. Its orderTitle is "": the title is a column (OrderRow.title). */
export function orderBlock<K extends ServiceKey>(order: {
  service_type: K;
  details: OrderRow['details'];
}): StoredBlock<K> {
  return storedBlock(order.service_type, order.details);
}

/** The block a revision asked for (its order's service), title included. */
export function revisionBlock<K extends ServiceKey>(
  service: K,
  revision: Pick<RevisionRow, 'changes'>,
): StoredBlock<K> {
  return storedBlock(service, revision.changes);
}
