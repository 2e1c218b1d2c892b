/*
 * Where each order's entry lies in a built list, and which version of the order it encodes. An
 * order takes 54 bytes of one buffer, which the cache's bound counts exactly (a Map of small
 * objects cost about 500 bytes of JavaScript heap an order, outside any bound).
 *
 * Layout: every order's byte range first (start and end, uint32, 8 bytes: aligned, so read through
 * one Uint32Array), then every order's key (46 bytes). A key is the order's id as PostgreSQL writes
 * it (36 characters) and its row's xmin in 10 zero-padded digits, exactly as `orderKeysOfUser`
 * answers them: the keys of a whole list come from the database as one string and are compared with
 * the kept ones byte for byte, with no object made per order.
 */

export const KEY_BYTES = 46;
const ID_BYTES = 36;
const RANGE_BYTES = 8;
export const RECORD_BYTES = KEY_BYTES + RANGE_BYTES;

/** How many orders an index describes. */
export const listIndexCount = (index: Buffer): number => index.length / RECORD_BYTES;

/** A list's keys as one buffer (`orderKeysOfUser`'s string), checked to be whole keys. */
export function keysBuffer(keys: string): Buffer {
  if (keys.length % KEY_BYTES !== 0) throw new Error('order list: keys are not 46 characters each');
  return Buffer.from(keys, 'latin1');
}

/** Written once, in list order, by the builder. */
export class ListIndexWriter {
  readonly #bytes: Buffer;
  readonly #ranges: Uint32Array;
  readonly #count: number;
  #keysWritten = 0;

  constructor(count: number) {
    this.#count = count;
    // Memory of its own (see owned-buffer.ts); every byte is written before it is read.
    this.#bytes = Buffer.allocUnsafeSlow(count * RECORD_BYTES);
    this.#ranges = new Uint32Array(this.#bytes.buffer, 0, count * 2);
  }

  setRange(i: number, start: number, end: number): void {
    this.#ranges[2 * i] = start;
    this.#ranges[2 * i + 1] = end;
  }

  /** Keys `from`…`to` (exclusive) of `keys`, as the next ones. */
  copyKeys(keys: Buffer, from: number, to: number): void {
    keys.copy(
      this.#bytes,
      this.#count * RANGE_BYTES + this.#keysWritten * KEY_BYTES,
      from * KEY_BYTES,
      to * KEY_BYTES,
    );
    this.#keysWritten += to - from;
  }

  /** The index; every range and exactly `count` keys must have been written. */
  finish(): Buffer {
    if (this.#keysWritten !== this.#count) throw new Error('order list: index not filled');
    return this.#bytes;
  }
}

/** A kept index, read without copying. */
export class ListIndex {
  readonly count: number;
  readonly #bytes: Buffer;
  readonly #ranges: Uint32Array;
  #byId: Map<string, number> | undefined;

  constructor(bytes: Buffer) {
    this.count = listIndexCount(bytes);
    this.#bytes = bytes;
    this.#ranges = new Uint32Array(bytes.buffer, bytes.byteOffset, this.count * 2);
  }

  start(i: number): number {
    return this.#ranges[2 * i];
  }

  end(i: number): number {
    return this.#ranges[2 * i + 1];
  }

  #keyAt(i: number): number {
    return this.count * RANGE_BYTES + i * KEY_BYTES;
  }

  /** The kept keys, all of them, as they lie in the index. */
  keys(): Buffer {
    return this.#bytes.subarray(this.#keyAt(0), this.#bytes.length);
  }

  /** Whether order `i` of `keys` has the key (same id and version) of kept order `j`. */
  sameKey(keys: Buffer, i: number, j: number): boolean {
    const at = this.#keyAt(j);
    return keys.compare(this.#bytes, at, at + KEY_BYTES, i * KEY_BYTES, (i + 1) * KEY_BYTES) === 0;
  }

  /**
   * Whether orders `i`…`i + n` (exclusive) of `keys` have the keys of kept orders `j`…`j + n`, in
   * that order: one comparison of the bytes, where one per order costs a call into Buffer's native
   * code each (20,000 of them for a 10,000-order list).
   */
  sameKeys(keys: Buffer, i: number, j: number, n: number): boolean {
    const at = this.#keyAt(j);
    return keys.compare(this.#bytes, at, at + n * KEY_BYTES, i * KEY_BYTES, (i + n) * KEY_BYTES) === 0;
  }

  /** Whether order `i` of `keys` is kept order `j` (same id, whatever its version). */
  sameId(keys: Buffer, i: number, j: number): boolean {
    const at = this.#keyAt(j);
    return keys.compare(this.#bytes, at, at + ID_BYTES, i * KEY_BYTES, i * KEY_BYTES + ID_BYTES) === 0;
  }

  /**
   * The kept position of an order id, or -1. The ids are read into a Map the first time only: a
   * change to an order keeps every order where it was, so most rebuilds never ask.
   */
  positionOf(id: string): number {
    if (!this.#byId) {
      this.#byId = new Map();
      for (let j = 0; j < this.count; j++) {
        const at = this.#keyAt(j);
        this.#byId.set(this.#bytes.toString('latin1', at, at + ID_BYTES), j);
      }
    }
    return this.#byId.get(id) ?? -1;
  }
}

/** The order id of key `i`. */
export const keyId = (keys: Buffer, i: number): string =>
  keys.toString('latin1', i * KEY_BYTES, i * KEY_BYTES + ID_BYTES);
