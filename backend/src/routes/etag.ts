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
