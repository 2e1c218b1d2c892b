import type { Context } from 'koa';

/** The opaque part of an entity tag: weak and strong tags with the same opaque part match. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * True when an If-None-Match header names `etag` or is `*`. The comparison is the weak one
 * RFC 9110 prescribes for If-None-Match, so a `W/` on either side does not matter.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Tags the answer with `etag`; when the client already holds that version (If-None-Match), answers
 * 304 and returns true, so the caller sends nothing more.
 */
export function answeredNotModified(ctx: Context, etag: string): boolean {
  ctx.set('ETag', etag);
  if (!etagMatches(ctx.get('If-None-Match'), etag)) return false;
  ctx.status = 304;
  return true;
}
