import type { Knex } from 'knex';
import { presentOrder } from '../../../presenters/order.ts';
import type { FileUrl } from '../../../presenters/file-url.ts';
import { orderStampsOfUser, ordersOfUser } from '../orders.ts';
import {
  type IndexedEntry,
  indexStamp,
  ListIndexWriter,
  listIndexCount,
  readListIndex,
} from './list-index.ts';

/** A client's order list as built: the JSON, where each order lies in it, and what it depends on. */
export interface BuiltList {
  /** What the entries depend on besides the order rows (see BuildInput). */
  context: string;
  /** `[`, the entries joined by `,`, `]`: memory of its own, never written to after the build. */
  json: Buffer;
  /** Each order's stamp and byte range in `json` (list-index.ts). */
  index: Buffer;
}

export interface BuildInput {
  userId: string;
  /** The owner's e-mail address, shown in each order. */
  email: string;
  /**
   * Names everything besides the order rows that the encoding depends on (the signed URLs' expiry
   * and key, the e-mail): when it differs from the kept list's, nothing of that list is reused.
   */
  context: string;
  fileUrl: FileUrl;
  /** The user's list as last built, if it is still kept: its unchanged entries are copied. */
  kept?: BuiltList;
}

/**
 * Builds a client's order list as JSON. Encoding every order again after each change took a
 * 10,000-order list about 250 ms; with the last list kept, a change costs one light query of ids
 * and stamps (the row's xmin, renewed by every UPDATE of the order or of its files), the full rows
 * of only the orders whose stamp moved, and a copy of the kept bytes into the new list.
 *
 * The list is sized first, then written once into memory of its own, with no allocation per order:
 * small buffers would be slices of Node's shared 64 KiB pool blocks, which a kept list would then
 * hold alive whole, and cost malloc overhead that no byte count sees. `encoded` says how many
 * orders had to be encoded.
 */
export async function buildOrderList(
  db: Knex,
  { userId, email, context, fileUrl, kept: given }: BuildInput,
): Promise<BuiltList & { encoded: number }> {
  const kept = given?.context === context ? given : undefined;
  const keptEntries = kept ? readListIndex(kept.index) : new Map<string, IndexedEntry>();
  const stamps = (await orderStampsOfUser(db, userId)).map(({ id, stamp }) => ({
    id,
    stamp: indexStamp(stamp),
  }));
  const stale = new Set(
    stamps.filter(({ id, stamp }) => keptEntries.get(id)?.stamp !== stamp).map(({ id }) => id),
  );
  if (kept && stale.size === 0 && stamps.length === listIndexCount(kept.index)) {
    // The same orders, unchanged, in the same order (newest first by immutable columns): the kept list.
    return { ...kept, encoded: 0 };
  }

  const fresh = new Map<string, { stamp: number; text: string; length: number }>();
  if (stale.size > 0) {
    // Everything stale (a first build): one read of the whole list rather than a list of ids.
    const { orders, files, proofs } = await ordersOfUser(
      db,
      userId,
      stale.size === stamps.length ? undefined : [...stale],
    );
    for (const order of orders) {
      const text = JSON.stringify(presentOrder({ order, email, files, proofs, fileUrl }));
      fresh.set(order.id, { stamp: indexStamp(order.stamp), text, length: Buffer.byteLength(text) });
    }
  }

  let total = 2;
  const included: typeof stamps = [];
  for (const order of stamps) {
    const encoded = fresh.get(order.id);
    const entry = stale.has(order.id) ? undefined : keptEntries.get(order.id);
    // Stale but not read again: deleted between the two reads, so not in the list any more.
    if (!encoded && !entry) continue;
    total += (included.length > 0 ? 1 : 0) + (encoded ? encoded.length : entry!.end - entry!.start);
    included.push(order);
  }
  const json = Buffer.allocUnsafeSlow(total);
  const index = new ListIndexWriter(included.length);
  let at = json.write('[', 0, 'latin1');
  for (const [i, { id }] of included.entries()) {
    if (i > 0) at += json.write(',', at, 'latin1');
    const start = at;
    const encoded = fresh.get(id);
    let stamp: number;
    if (encoded) {
      at += json.write(encoded.text, at, encoded.length, 'utf8');
      stamp = encoded.stamp;
    } else {
      const entry = keptEntries.get(id)!;
      at += kept!.json.copy(json, at, entry.start, entry.end);
      stamp = entry.stamp;
    }
    index.add(id, { stamp, start, end: at });
  }
  at += json.write(']', at, 'latin1');
  // allocUnsafeSlow's memory is not cleared: a byte left unwritten would send another's data.
  if (at !== total) throw new Error(`order list: wrote ${at} bytes of ${total}`);
  return { context, json, index: index.finish(), encoded: stale.size };
}
