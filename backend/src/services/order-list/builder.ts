import type { Knex } from 'knex';
import { presentOrder } from '../../presenters/order.ts';
import type { FileUrl } from '../../presenters/file-url.ts';
import { orderStampsOfUser, ordersOfUser } from '../orders.ts';

/** Where an order's encoded entry lies in the kept list, and the row's stamp when it was encoded. */
interface Entry {
  /** The order row's stamp when it was encoded (services/orders.ts STAMP). */
  stamp: string;
  start: number;
  end: number;
}

interface KeptList {
  /** What the entries depend on besides the order rows (see build()). */
  context: string;
  /** The list as last built: `[`, the entries joined by `,`, `]`. */
  json: Buffer;
  byOrder: Map<string, Entry>;
}

export interface BuildInput {
  userId: string;
  /** The owner's e-mail address, shown in each order. */
  email: string;
  /**
   * Names everything besides the order rows that the encoding depends on (the signed URLs' expiry
   * and key, the e-mail): when it differs from the last build's, nothing kept is reused.
   */
  context: string;
  fileUrl: FileUrl;
}

/**
 * Builds a client's order list as JSON, keeping each user's last list and where each order's entry
 * lies in it. Encoding every order again after each change took a 10,000-order list about 250 ms;
 * now a change costs one light query of ids and stamps (the row's xmin, renewed by every UPDATE of
 * the order or of its files), the full rows of only the orders whose stamp moved, and a copy of the
 * kept bytes into the new list.
 *
 * The entries are byte ranges of the kept list, not buffers of their own, so each order's JSON is in
 * memory once and no allocation is made per order (small ones cost malloc overhead and fragmentation
 * that no byte count sees). The list returned is the one kept (callers must not write to it): a list
 * cache holding it adds no copy.
 *
 * Bounded by the bytes of the lists kept over all users, least recently built forgotten first.
 */
export class OrderListBuilder {
  readonly #db: Knex;
  readonly #maxBytes: number;
  readonly #lists = new Map<string, KeptList>();
  #bytes = 0;

  constructor(db: Knex, { maxBytes }: { maxBytes: number }) {
    this.#db = db;
    this.#maxBytes = maxBytes;
  }

  /** Bytes of the lists kept, over all users: all the memory the entries hold. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The user's orders, newest first, as a JSON array; `encoded` says how many had to be encoded. */
  async build({ userId, email, context, fileUrl }: BuildInput): Promise<{ json: Buffer; encoded: number }> {
    const taken = this.#take(userId);
    const kept = taken?.context === context ? taken : undefined;
    const stamps = await orderStampsOfUser(this.#db, userId);
    const stale = new Set(
      stamps.filter(({ id, stamp }) => kept?.byOrder.get(id)?.stamp !== stamp).map(({ id }) => id),
    );
    if (kept && stale.size === 0 && stamps.length === kept.byOrder.size) {
      // The same orders, unchanged, in the same order (newest first by immutable columns): the kept list.
      this.#keep(userId, kept);
      return { json: kept.json, encoded: 0 };
    }

    const fresh = new Map<string, { stamp: string; text: string; length: number }>();
    if (stale.size > 0) {
      // Everything stale (a first build): one read of the whole list rather than a list of ids.
      const { orders, files, proofs } = await ordersOfUser(
        this.#db,
        userId,
        stale.size === stamps.length ? undefined : [...stale],
      );
      for (const order of orders) {
        const text = JSON.stringify(presentOrder({ order, email, files, proofs, fileUrl }));
        fresh.set(order.id, { stamp: order.stamp, text, length: Buffer.byteLength(text) });
      }
    }

    // Sized first, then written once: memory of its own (a small Buffer.concat would be a slice of
    // Node's shared 64 KiB pool block, which the list would then keep alive whole).
    let total = 2;
    const included: string[] = [];
    for (const { id } of stamps) {
      const encoded = fresh.get(id);
      const entry = stale.has(id) ? undefined : kept?.byOrder.get(id);
      // Stale but not read again: deleted between the two reads, so not in the list any more.
      if (!encoded && !entry) continue;
      total += (included.length > 0 ? 1 : 0) + (encoded ? encoded.length : entry!.end - entry!.start);
      included.push(id);
    }
    const json = Buffer.allocUnsafeSlow(total);
    const byOrder = new Map<string, Entry>();
    let at = json.write('[', 0, 'latin1');
    for (const id of included) {
      if (byOrder.size > 0) at += json.write(',', at, 'latin1');
      const start = at;
      const encoded = fresh.get(id);
      let stamp: string;
      if (encoded) {
        at += json.write(encoded.text, at, encoded.length, 'utf8');
        stamp = encoded.stamp;
      } else {
        const entry = kept!.byOrder.get(id)!;
        at += kept!.json.copy(json, at, entry.start, entry.end);
        stamp = entry.stamp;
      }
      byOrder.set(id, { stamp, start, end: at });
    }
    at += json.write(']', at, 'latin1');
    // allocUnsafeSlow's memory is not cleared: a byte left unwritten would send another's data.
    if (at !== total) throw new Error(`order list: wrote ${at} bytes of ${total}`);
    this.#keep(userId, { context, json, byOrder });
    return { json, encoded: stale.size };
  }

  #take(userId: string): KeptList | undefined {
    const kept = this.#lists.get(userId);
    if (kept) {
      this.#lists.delete(userId);
      this.#bytes -= kept.json.length;
    }
    return kept;
  }

  #keep(userId: string, list: KeptList): void {
    // A concurrent build for the same user kept its list meanwhile: this one replaces it.
    this.#take(userId);
    if (list.json.length > this.#maxBytes) return;
    this.#lists.set(userId, list);
    this.#bytes += list.json.length;
    // Map order is build order: the first entries were built longest ago.
    for (const [oldest, { json }] of this.#lists) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#lists.delete(oldest);
      this.#bytes -= json.length;
    }
  }
}
