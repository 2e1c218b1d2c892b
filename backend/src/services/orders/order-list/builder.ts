import type { Knex } from 'knex';
import type { OrderRow, PresentedFileRow, ProofRow } from '../../../db/rows.ts';
import { keyedOrdersOfUser, orderKeysOfUser } from '../orders.ts';
import { KEY_BYTES, keyId, keysBuffer, ListIndex, ListIndexWriter } from './list-index.ts';

/** A client's order list as built: the JSON, where each order lies in it, and what it depends on. */
export interface BuiltList {
  /** What the entries depend on besides the order rows (see BuildInput). */
  context: string;
  /** `[`, the entries joined by `,`, `]`: memory of its own, never written to after the build. */
  json: Buffer;
  /** Each order's key (id and version) and byte range in `json` (list-index.ts). */
  index: Buffer;
}

/**
 * One order of the list as read: its row, and the files and proofs read with it (of every order
 * read at once; the encoder picks the order's own).
 */
export interface ListedOrder {
  order: OrderRow;
  files: PresentedFileRow[];
  proofs: ProofRow[];
}

export interface BuildInput {
  userId: string;
  /**
   * Names everything besides the order rows that the encoding depends on (the signed URLs' expiry
   * and key, the e-mail): when it differs from the kept list's, nothing of that list is reused.
   */
  context: string;
  /** An order's entry in the list (the API's Order: the caller presents, the service reads rows). */
  encode: (listed: ListedOrder) => unknown;
  /** The user's list as last built, if it is still kept: its unchanged entries are copied. */
  kept?: BuiltList;
}

/**
 * How many orders' keys are compared at once with the kept ones: a run that differs anywhere is
 * compared order by order, so a single change costs one run's worth of per-order comparisons.
 */
const REUSED_RUN = 64;

/**
 * Builds a client's order list as JSON. Encoding every order again after each change took a
 * 10,000-order list about 250 ms; with the last list kept, a change costs one light query of the
 * orders' keys (id and the row's xmin, renewed by every UPDATE of the order or of its files), the
 * full rows of only the orders whose key is not kept, and a copy of the kept bytes into the new list.
 *
 * A 10,000-order rebuild after one change took about 100 ms while the keys came as a row (an object)
 * per order, were read into a Map, and each entry was copied on its own; now the keys come as one
 * string compared with the kept ones in place (an order keeps its position unless orders were added
 * or removed), and each run of unchanged entries that lie together in the kept list is one copy.
 *
 * The list is sized first, then written once into memory of its own, with no allocation per order:
 * small buffers would be slices of Node's shared 64 KiB pool blocks, which a kept list would then
 * hold alive whole, and cost malloc overhead that no byte count sees. `encoded` says how many
 * orders had to be encoded.
 */
export async function buildOrderList(
  db: Knex,
  { userId, context, encode, kept: given }: BuildInput,
): Promise<BuiltList & { encoded: number }> {
  const kept = given?.context === context ? given : undefined;
  // Nothing kept (a first build): every order is read whole, so that read goes at once, beside the
  // keys' rather than after it, and each row brings the key of the version it is (a change between
  // the two reads then leaves the list indexed under the key of what it shows).
  const everything = kept ? null : keyedOrdersOfUser(db, userId);
  everything?.catch(() => undefined);
  const keys = keysBuffer(await orderKeysOfUser(db, userId));
  const count = keys.length / KEY_BYTES;
  const keptIndex = kept ? new ListIndex(kept.index) : undefined;
  if (kept && keptIndex && keys.equals(keptIndex.keys())) {
    // The same orders, unchanged, in the same order (newest first by immutable columns): the kept list.
    return { ...kept, encoded: 0 };
  }

  // For each order, its position in the kept list when its entry there is current, else -1.
  const reused = new Int32Array(count).fill(-1);
  const stale: string[] = [];
  if (keptIndex) {
    // Orders keep their positions unless some were added or removed; `shift` follows such a move.
    let shift = 0;
    for (let i = 0; i < count; i++) {
      // A run of orders unchanged and where they were (after `shift`): one comparison for the run,
      // as the per-order steps below would find each of them.
      const run = Math.min(REUSED_RUN, count - i, keptIndex.count - (i + shift));
      if (run > 1 && i + shift >= 0 && keptIndex.sameKeys(keys, i, i + shift, run)) {
        for (let m = 0; m < run; m++) reused[i + m] = i + shift + m;
        i += run - 1;
        continue;
      }
      let j = i + shift;
      if (j < 0 || j >= keptIndex.count || !keptIndex.sameId(keys, i, j)) {
        j = keptIndex.positionOf(keyId(keys, i));
        shift = j < 0 ? shift - 1 : j - i;
      }
      if (j >= 0 && keptIndex.sameKey(keys, i, j)) reused[i] = j;
      else stale.push(keyId(keys, i));
    }
  }

  const fresh = new Map<string, { text: string; length: number; key: string }>();
  if (everything || stale.length > 0) {
    const { orders, files, proofs } = await (everything ?? keyedOrdersOfUser(db, userId, stale));
    for (const order of orders) {
      const text = JSON.stringify(encode({ order, files, proofs }));
      fresh.set(order.id, { text, length: Buffer.byteLength(text), key: order.list_key });
    }
  }

  // The orders in the list: reused or encoded now (one stale but not read again was deleted between
  // the two reads, so it is left out).
  const included: number[] = [];
  let total = 2;
  const idOf = (i: number) => keyId(keys, i);
  for (let i = 0; i < count; i++) {
    const j = reused[i];
    const length = j >= 0 && keptIndex ? keptIndex.end(j) - keptIndex.start(j) : fresh.get(idOf(i))?.length;
    if (length === undefined) continue;
    total += (included.length > 0 ? 1 : 0) + length;
    included.push(i);
  }

  const json = Buffer.allocUnsafeSlow(total);
  const index = new ListIndexWriter(included.length);
  let at = json.write('[', 0, 'latin1');
  for (let n = 0; n < included.length;) {
    if (n > 0) at += json.write(',', at, 'latin1');
    const i = included[n];
    const j = reused[i];
    if (j >= 0 && kept && keptIndex) {
      // A run of entries that follow one another here and in the kept list (commas between them
      // included) is one copy.
      let last = n;
      while (last + 1 < included.length && reused[included[last + 1]] === reused[included[last]] + 1)
        last += 1;
      const shiftBy = at - keptIndex.start(j);
      for (let m = n; m <= last; m++) {
        const k = reused[included[m]];
        index.setRange(m, keptIndex.start(k) + shiftBy, keptIndex.end(k) + shiftBy);
      }
      at += kept.json.copy(json, at, keptIndex.start(j), keptIndex.end(reused[included[last]]));
      n = last + 1;
      continue;
    }
    const entry = fresh.get(idOf(i));
    if (!entry) throw new Error('order list: an order in the list was neither kept nor read');
    keys.write(entry.key, i * KEY_BYTES, KEY_BYTES, 'latin1');
    index.setRange(n, at, at + entry.length);
    at += json.write(entry.text, at, entry.length, 'utf8');
    n += 1;
  }
  at += json.write(']', at, 'latin1');
  // allocUnsafeSlow's memory is not cleared: a byte left unwritten would send another's data.
  if (at !== total) throw new Error(`order list: wrote ${at} bytes of ${total}`);
  if (included.length === count) index.copyKeys(keys, 0, count);
  else for (const i of included) index.copyKeys(keys, i, i + 1);
  return { context, json, index: index.finish(), encoded: keptIndex ? stale.length : count };
}
