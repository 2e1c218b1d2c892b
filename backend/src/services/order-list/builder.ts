import type { Knex } from 'knex';
import { presentOrder } from '../../presenters/order.ts';
import type { FileUrl } from '../../presenters/file-url.ts';
import { orderStampsOfUser, ordersOfUser } from '../orders.ts';
import { ownedUtf8 } from '../owned-buffer.ts';

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

interface Fragment {
  /** The order row's stamp when it was encoded (services/orders.ts STAMP). */
  stamp: string;
  json: Buffer;
}

interface KeptList {
  /** What the fragments depend on besides the order rows (see build()). */
  context: string;
  byOrder: Map<string, Fragment>;
  bytes: number;
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
 * Builds a client's order list as JSON, keeping each order's encoded entry per user. Encoding every
 * order again after each change took a 10,000-order list about 250 ms; now a change costs one light
 * query of ids and stamps (the row's xmin, renewed by every UPDATE of the order or of its files),
 * the full rows of only the orders whose stamp moved, and a copy of the kept bytes.
 *
 * Bounded by the bytes kept over all users, least recently built forgotten first.
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

  /** Bytes of encoded orders kept, over all users. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The user's orders, newest first, as a JSON array; `encoded` says how many had to be encoded. */
  async build({ userId, email, context, fileUrl }: BuildInput): Promise<{ json: Buffer; encoded: number }> {
    const kept = this.#take(userId);
    const reusable = kept?.context === context ? kept.byOrder : new Map<string, Fragment>();
    const stamps = await orderStampsOfUser(this.#db, userId);
    const stale = stamps.filter(({ id, stamp }) => reusable.get(id)?.stamp !== stamp).map(({ id }) => id);
    if (stale.length > 0) {
      // Everything stale (a first build): one read of the whole list rather than a list of ids.
      const { orders, files, proofs } = await ordersOfUser(
        this.#db,
        userId,
        stale.length === stamps.length ? undefined : stale,
      );
      for (const order of orders) {
        // Kept across builds: in memory of its own, not a slice of a shared pool block.
        const json = ownedUtf8(JSON.stringify(presentOrder({ order, email, files, proofs, fileUrl })));
        reusable.set(order.id, { stamp: order.stamp, json });
      }
    }

    const parts: Buffer[] = [OPEN];
    const byOrder = new Map<string, Fragment>();
    let bytes = 0;
    for (const { id } of stamps) {
      const fragment = reusable.get(id);
      // Deleted between the two reads: it is not in the list any more.
      if (!fragment) continue;
      if (byOrder.size > 0) parts.push(COMMA);
      parts.push(fragment.json);
      byOrder.set(id, fragment);
      bytes += fragment.json.length;
    }
    parts.push(CLOSE);
    this.#keep(userId, { context, byOrder, bytes });
    return { json: Buffer.concat(parts), encoded: stale.length };
  }

  #take(userId: string): KeptList | undefined {
    const kept = this.#lists.get(userId);
    if (kept) {
      this.#lists.delete(userId);
      this.#bytes -= kept.bytes;
    }
    return kept;
  }

  #keep(userId: string, list: KeptList): void {
    if (list.bytes > this.#maxBytes) return;
    this.#lists.set(userId, list);
    this.#bytes += list.bytes;
    // Map order is build order: the first entries were built longest ago.
    for (const [oldest, { bytes }] of this.#lists) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#lists.delete(oldest);
      this.#bytes -= bytes;
    }
  }
}
