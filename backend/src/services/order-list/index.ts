import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import { constants, createGzip, type ZlibOptions } from 'node:zlib';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { SignedIn } from '../../middleware/auth.ts';
import type { FileUrl } from '../../presenters/file-url.ts';
import { fileUrlExpiry, type FileUrlSigner } from '../files-signing.ts';
import { etagMatches } from '../../routes/etag.ts';
import { EncodedLru, type EncodedLruLimits } from './encoded-lru.ts';
import { OrderListBuilder } from './builder.ts';

/** Per API process; an entry is a user's whole list (a 10,000-order list is about 13 MB with its gzip). */
export const ORDER_LIST_CACHE_LIMITS: EncodedLruLimits = { maxBytes: 64 * 1024 * 1024, maxEntries: 1000 };
/** Per API process: each order's encoded entry, for rebuilding a changed list (about 1.2 KB an order). */
export const ORDER_FRAGMENT_LIMITS = { maxBytes: 64 * 1024 * 1024 };
/** Smaller bodies are sent as they are (koa-compress's threshold too). */
const GZIP_THRESHOLD = 1024;
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
 * The list's weak ETag: it changes when the list's content can — orders_version (bumped with every
 * write to the user's orders), the signed-URL expiry bucket (URLs change when it rolls), and the
 * PUBLIC_URL and signing key (a tag of one reference URL), so a deploy that changes them is no 304.
 */
export function orderListEtag(parts: {
  userId: string;
  ordersVersion: number;
  urlExpiry: number;
  urlsTag: string;
}): string {
  return `W/"ol-${parts.userId}-${parts.ordersVersion}-${parts.urlExpiry}-${parts.urlsTag}"`;
}

/**
 * GET /order/getorder: the caller's orders, newest first. A matching If-None-Match is answered 304
 * without touching the orders; otherwise the encoded list comes from a bounded in-process cache (an
 * entry per user, tagged with its ETag, whose version comes from the user cache that NOTIFY keeps
 * current across processes), or is built (re-encoding only the orders that changed) and kept there.
 * Gzip is made once per list and kept with it.
 */
export function orderListHandler({ db, signer }: { db: Knex; signer: FileUrlSigner }): Middleware<SignedIn> {
  const cache = new EncodedLru(ORDER_LIST_CACHE_LIMITS);
  const builder = new OrderListBuilder(db, ORDER_FRAGMENT_LIMITS);
  let referenceUrl = '';
  let urlsTag = '';

  return async (ctx) => {
    const { user } = ctx.state;
    const now = new Date();
    const reference = signer.url(REFERENCE_FILE, REFERENCE_TIME);
    if (reference !== referenceUrl) {
      referenceUrl = reference;
      urlsTag = createHash('sha256').update(reference).digest('base64url').slice(0, 10);
    }
    const urlExpiry = fileUrlExpiry(now);
    const etag = orderListEtag({ userId: user.id, ordersVersion: user.ordersVersion, urlExpiry, urlsTag });
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.set('ETag', etag);
    if (etagMatches(ctx.get('If-None-Match'), etag)) {
      ctx.status = 304;
      return;
    }

    // One entry per user, holding the current version only: a version the list moved past is never
    // asked for again, and kept it cost 13 MB for a 10,000-order list.
    const kept = cache.get(user.id);
    let body = kept?.tag === etag ? kept : undefined;
    if (!body) {
      // One `now` for the ETag and every URL, so the list is the one the ETag names.
      const fileUrl: FileUrl = (file) => signer.url(file, now);
      const { json } = await builder.build({
        userId: user.id,
        email: user.email,
        context: `${urlExpiry}|${urlsTag}|${user.email}`,
        fileUrl,
      });
      body = { tag: etag, json };
      cache.set(user.id, body);
    }

    ctx.type = 'application/json';
    if (body.json.length < GZIP_THRESHOLD || ctx.acceptsEncodings('gzip', 'identity') !== 'gzip') {
      ctx.body = body.json;
      return;
    }
    // koa-compress leaves a body that already has a Content-Encoding alone.
    ctx.set('Content-Encoding', 'gzip');
    if (body.gzip) {
      ctx.body = body.gzip;
      return;
    }
    // Compressed once, as it is sent (zlib's thread pool, streamed like koa-compress would), and the
    // compressed bytes kept with the JSON when the whole stream has been made.
    const { json } = body;
    const chunks: Buffer[] = [];
    const recorder = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done(null, chunk);
      },
      flush(done) {
        // Unless a newer version of the list was kept meanwhile.
        if (cache.get(user.id)?.tag === etag)
          cache.set(user.id, { tag: etag, json, gzip: Buffer.concat(chunks) });
        done();
      },
    });
    // An aborted response destroys both streams; nothing is cached then.
    const gzip = createGzip(GZIP_OPTIONS);
    pipeline(gzip, recorder, () => undefined);
    gzip.end(json);
    ctx.body = recorder;
  };
}
