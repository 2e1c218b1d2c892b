import { createHash } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import { constants, createGzip, type ZlibOptions } from 'node:zlib';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { FileUrl } from '../../../db/rows.ts';
import { holdsFilesUntilPaid } from '../../billing/file-hold.ts';
import { fileUrlExpiry, signedLinks, type FileLinker } from '../../files/signing.ts';
import { owned } from '../../../lib/owned-buffer.ts';
import { buildOrderList, type BuiltList, type ListedOrder } from './builder.ts';

/** How an order of a client's list is shown (the route passes the presenter): an API shape. */
export type PresentListedOrder = (
  listed: ListedOrder,
  owner: { email: string; fileUrl: FileUrl; holdFilesUntilPaid: boolean },
) => unknown;

/**
 * What an entry costs besides its buffers, an estimate rounded up: the user id key (about 56 bytes
 * of heap), the entry object and lru-cache's slots for it.
 */
const ENTRY_OVERHEAD_BYTES = 256;
/** Smaller bodies are sent as they are (koa-compress's threshold too). */
export const GZIP_THRESHOLD = 1024;
/**
 * Compressed once per list version and then served many times, so the slowest settings pay. Level 9:
 * about 5% fewer bytes than the default level for a 10,000-order list, for a few ms more on the one
 * cold answer. Z_FILTERED (prefer string matches over literals) with memLevel 9: measured on the
 * bench's 10,000-order list (12,425,624 B of JSON, UUIDv7 ids), 948,143 B at level 9 alone,
 * 947,005 B with memLevel 9, 937,037 B with both (-1.2%), in about the same 70 ms.
 */
const GZIP_OPTIONS: ZlibOptions = { level: 9, memLevel: 9, strategy: constants.Z_FILTERED };

/** A fixed file and time whose signed URL changes exactly when every signed URL would for other reasons. */
const REFERENCE_FILE = { id: '00000000-0000-0000-0000-000000000000', name: 'reference' };
const REFERENCE_TIME = new Date(0);

/**
 * The list's weak ETag: it changes when the list's content can — orders_version (moved by the
 * database with every change of the user's orders, their files and proofs: migration 0120), the signed-URL expiry bucket (URLs change when it rolls), the
 * PUBLIC_URL and signing key (a tag of one reference URL), so a deploy that changes them is no 304,
 * and the shop's "hold finished files until paid": each order's `filesHeld` follows it, and turning
 * it on or off changes no order row.
 */
export function orderListEtag(parts: {
  userId: string;
  ordersVersion: number;
  urlExpiry: number;
  urlsTag: string;
  holdFilesUntilPaid: boolean;
}): string {
  const hold = parts.holdFilesUntilPaid ? 'h' : 'o';
  return `W/"ol-${parts.userId}-${parts.ordersVersion}-${parts.urlExpiry}-${parts.urlsTag}-${hold}"`;
}

/**
 * What one answer of a list is made for: its moment (the signed URLs' expiry), the shop's hold
 * setting as read once for it, and the ETag naming both, so the list built is the one the tag names
 * even when the setting changes in between.
 */
export interface ListView {
  etag: string;
  now: Date;
  holdFilesUntilPaid: boolean;
}

/** Whose list: the signed-in user as auth() loads it (orders_version comes from the user cache). */
export interface ListOwner {
  id: string;
  email: string;
  ordersVersion: number;
}

/** A user's list as kept: built, tagged with the ETag that names it, and gzipped once asked for. */
export type EncodedList = BuiltList & { tag: string; gzip?: Buffer };

/** The memory an entry holds: every buffer of it, counted by its real size. */
export const encodedListBytes = (list: EncodedList): number =>
  list.json.length + list.index.length + (list.gzip?.length ?? 0) + ENTRY_OVERHEAD_BYTES;

/**
 * The callers' order lists, newest first, encoded once per version: an in-process cache of an entry
 * per user (tagged with its ETag, whose version comes from the user cache that NOTIFY keeps current
 * across processes), bounded by the bytes its entries hold (ORDER_LIST_CACHE_MB), least recently
 * used forgotten first. A missing or outdated entry is built re-encoding only the orders that
 * changed since the kept one. Gzip is made once per list and kept with it.
 *
 * One entry per user, holding the current version only: a version the list moved past is never
 * asked for again, and the kept one is all a rebuild needs.
 */
export class OrderListCache {
  readonly #cache: LRUCache<string, EncodedList>;
  readonly #db: Knex;
  readonly #signer: FileLinker;
  readonly #present: PresentListedOrder;
  #referenceUrl = '';
  #urlsTag = '';

  constructor({
    db,
    signer,
    maxBytes,
    present,
  }: {
    db: Knex;
    signer: FileLinker;
    maxBytes: number;
    present: PresentListedOrder;
  }) {
    // A list larger than maxBytes is not kept (lru-cache's maxEntrySize defaults to maxSize).
    this.#cache = new LRUCache({ maxSize: maxBytes, sizeCalculation: encodedListBytes });
    this.#db = db;
    this.#signer = signer;
    this.#present = present;
  }

  /** Bytes held by the kept lists, as the bound counts them. */
  get bytes(): number {
    return this.#cache.calculatedSize;
  }

  #currentUrlsTag(): string {
    const reference = this.#signer.url(REFERENCE_FILE, REFERENCE_TIME);
    if (reference !== this.#referenceUrl) {
      this.#referenceUrl = reference;
      this.#urlsTag = createHash('sha256').update(reference).digest('base64url').slice(0, 10);
    }
    return this.#urlsTag;
  }

  /**
   * `owner`'s list at `now` and its ETag; answering 304 on it needs no query of the orders (the
   * setting comes from the settings cache).
   */
  async view(owner: ListOwner, now: Date): Promise<ListView> {
    const holdFilesUntilPaid = await holdsFilesUntilPaid(this.#db);
    const etag = orderListEtag({
      userId: owner.id,
      ordersVersion: owner.ordersVersion,
      urlExpiry: fileUrlExpiry(now),
      urlsTag: this.#currentUrlsTag(),
      holdFilesUntilPaid,
    });
    return { etag, now, holdFilesUntilPaid };
  }

  /** The list `view` names (from `view(owner, now)`), kept or built now. */
  async list(owner: ListOwner, { etag, now, holdFilesUntilPaid }: ListView): Promise<EncodedList> {
    const kept = this.#cache.get(owner.id);
    if (kept?.tag === etag) return kept;
    // One `now` for the ETag and every URL, so the list is the one the ETag names. The links are
    // kept in the list; the signer's own cache of signatures is left to other answers.
    const fileUrl = signedLinks(this.#signer, now, { remember: false });
    const { context, json, index } = await buildOrderList(this.#db, {
      userId: owner.id,
      context: `${fileUrlExpiry(now)}|${this.#currentUrlsTag()}|${owner.email}|${holdFilesUntilPaid}`,
      encode: (listed) => this.#present(listed, { email: owner.email, fileUrl, holdFilesUntilPaid }),
      kept,
    });
    const built: EncodedList = { tag: etag, context, json, index };
    this.#cache.set(owner.id, built);
    return built;
  }

  /**
   * The list gzipped as a stream (zlib's thread pool, streamed like koa-compress would); the
   * compressed bytes are kept with the JSON once the whole stream has been made.
   */
  gzip(ownerId: string, list: EncodedList): Readable {
    const cache = this.#cache;
    const chunks: Buffer[] = [];
    const recorder = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done(null, chunk);
      },
      flush(done) {
        // Unless another version of the list was kept meanwhile. A small concat is a slice of a
        // shared pool block, which the entry must not hold alive while counting only the slice.
        if (cache.peek(ownerId)?.tag === list.tag)
          cache.set(ownerId, { ...list, gzip: owned(Buffer.concat(chunks)) });
        done();
      },
    });
    // An aborted response destroys both streams; nothing is cached then.
    const gzip = createGzip(GZIP_OPTIONS);
    pipeline(gzip, recorder, () => undefined);
    gzip.end(list.json);
    return recorder;
  }
}
