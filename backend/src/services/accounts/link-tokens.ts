import { createHash, randomBytes } from 'node:crypto';

/*
 * The secret of an e-mailed link (a password reset, an e-mail confirmation, an invitation): 32 random
 * bytes, base64url in the link. Only its SHA-256 is stored and looked up through a unique index, so
 * the comparison is PostgreSQL's equality of two hashes: timing it tells nothing of the token, whose
 * hash an attacker cannot steer, and a copy of the database holds no usable link.
 */

export interface LinkToken {
  /** What the link carries; never stored, never logged. */
  token: string;
  hash: Buffer;
}

export function hashLinkToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

export function newLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** The page a link opens, e.g. `https://shop.example/reset-password?token=…`. */
export function linkUrl(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}
