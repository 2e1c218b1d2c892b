import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { answeredNotModified } from '../etag.ts';

/**
 * Answers `body` as JSON with a weak ETag of its bytes, or 304 when the client already has them.
 * Signed file URLs are stable within a time bucket, so an unchanged order yields the same bytes.
 */
export function sendCacheable(ctx: Context, body: unknown): void {
  // Encoded once: hashed and sent as the same bytes (a string would be encoded again to hash, to
  // measure and to send — three passes over a 12 MB list).
  const json = Buffer.from(JSON.stringify(body));
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  if (answeredNotModified(ctx, etag)) return;
  ctx.type = 'application/json';
  ctx.body = json;
}
