/*
 * Where each order's entry lies in a built list, and the order row's stamp when it was encoded. A
 * Map of small objects cost about 500 bytes of JavaScript heap an order (the id and stamp strings,
 * the entry object, the hash table), outside any bound, and the heap's growth multiplied it; here an
 * order takes 28 bytes of one buffer, which the cache's bound counts exactly.
 */

/** id (16 bytes of UUID) · stamp (xmin, uint32) · start · end (uint32 byte offsets in the list). */
const RECORD_BYTES = 28;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const XID = /^\d{1,10}$/;

export interface IndexedEntry {
  /** The row's xmin when encoded (services/orders.ts STAMP). */
  stamp: number;
  start: number;
  end: number;
}

/** An order's id as the lookup key: its 32 hex digits. */
export const indexKey = (orderId: string): string => {
  if (!UUID.test(orderId)) throw new Error(`order list: ${orderId} is not a UUID`);
  return orderId.replaceAll('-', '').toLowerCase();
};

/** A stamp as the index keeps it (an xid is 32 bits). */
export const indexStamp = (stamp: string): number => {
  const value = XID.test(stamp) ? Number(stamp) : -1;
  if (value < 0 || value > 0xffff_ffff) throw new Error(`order list: ${stamp} is not an xid`);
  return value;
};

/** Written once, in list order, by the builder. */
export class ListIndexWriter {
  readonly #bytes: Buffer;
  #at = 0;

  constructor(count: number) {
    // Memory of its own (see owned-buffer.ts); every byte is written before it is read.
    this.#bytes = Buffer.allocUnsafeSlow(count * RECORD_BYTES);
  }

  add(orderId: string, { stamp, start, end }: IndexedEntry): void {
    const at = this.#at;
    this.#bytes.write(indexKey(orderId), at, 16, 'hex');
    this.#bytes.writeUInt32LE(stamp, at + 16);
    this.#bytes.writeUInt32LE(start, at + 20);
    this.#bytes.writeUInt32LE(end, at + 24);
    this.#at += RECORD_BYTES;
  }

  /** The index; exactly `count` entries must have been added. */
  finish(): Buffer {
    if (this.#at !== this.#bytes.length) throw new Error('order list: index not filled');
    return this.#bytes;
  }
}

/** The entries of an index by order (indexKey), for one rebuild: made when needed, then dropped. */
export function readListIndex(index: Buffer): Map<string, IndexedEntry> {
  const entries = new Map<string, IndexedEntry>();
  for (let at = 0; at < index.length; at += RECORD_BYTES) {
    entries.set(index.toString('hex', at, at + 16), {
      stamp: index.readUInt32LE(at + 16),
      start: index.readUInt32LE(at + 20),
      end: index.readUInt32LE(at + 24),
    });
  }
  return entries;
}

/** How many orders an index describes. */
export const listIndexCount = (index: Buffer): number => index.length / RECORD_BYTES;
