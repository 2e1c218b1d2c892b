/*
 * Where each order's entry lies in a built list, and the order row's stamp when it was encoded. A
 * Map of small objects cost about 500 bytes of JavaScript heap an order (the id and stamp strings,
 * the entry object, the hash table), outside any bound, and the heap's growth multiplied it; here an
 * order takes 48 bytes of one buffer, which the cache's bound counts exactly.
 */

/** id (the UUID's 36 characters, as PostgreSQL writes it) · stamp (xmin, uint32) · start · end. */
const RECORD_BYTES = 48;
const ID_BYTES = 36;

export interface IndexedEntry {
  /** The row's xmin when encoded (services/orders/orders.ts STAMP). */
  stamp: number;
  start: number;
  end: number;
}

/** A stamp as the index keeps it (an xid is 32 bits). */
export const indexStamp = (stamp: string): number => {
  const value = Number(stamp);
  if (!Number.isInteger(value) || value < 0 || value > 0xffff_ffff) {
    throw new Error(`order list: ${stamp} is not an xid`);
  }
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
    if (orderId.length !== ID_BYTES || this.#bytes.write(orderId, at, ID_BYTES, 'latin1') !== ID_BYTES) {
      throw new Error(`order list: ${orderId} is not a UUID`);
    }
    this.#bytes.writeUInt32LE(stamp, at + 36);
    this.#bytes.writeUInt32LE(start, at + 40);
    this.#bytes.writeUInt32LE(end, at + 44);
    this.#at += RECORD_BYTES;
  }

  /** The index; exactly `count` entries must have been added. */
  finish(): Buffer {
    if (this.#at !== this.#bytes.length) throw new Error('order list: index not filled');
    return this.#bytes;
  }
}

/** The entries of an index by order id, for one rebuild: made when needed, then dropped. */
export function readListIndex(index: Buffer): Map<string, IndexedEntry> {
  const entries = new Map<string, IndexedEntry>();
  for (let at = 0; at < index.length; at += RECORD_BYTES) {
    entries.set(index.toString('latin1', at, at + ID_BYTES), {
      stamp: index.readUInt32LE(at + 36),
      start: index.readUInt32LE(at + 40),
      end: index.readUInt32LE(at + 44),
    });
  }
  return entries;
}

/** How many orders an index describes. */
export const listIndexCount = (index: Buffer): number => index.length / RECORD_BYTES;
