import { jwtDecode } from 'jwt-decode';
import type { Role, TokenClaims } from '@stitchdesk/shared';

/** Reads the claims without verifying them: the server verifies; the UI only needs role and expiry. */
export function readClaims(token: string | null): Partial<TokenClaims> | null {
  if (!token) return null;
  try {
    return jwtDecode<Partial<TokenClaims>>(token);
  } catch {
    return null;
  }
}

/** `exp` is in seconds (docs/product.md §Sessions). A token that cannot be read counts as expired. */
export function isExpired(token: string, nowMs: number = Date.now()): boolean {
  const claims = readClaims(token);
  if (!claims || typeof claims.exp !== 'number') return true;
  return claims.exp * 1000 <= nowMs;
}

export function roleOf(token: string | null): Role | null {
  return readClaims(token)?.role ?? null;
}
