import { randomUUID, webcrypto } from 'node:crypto';
import { isRole, type Role, type TokenClaims } from '@stitchdesk/shared';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.ts';

const ALGORITHM = 'HS256';

/*
 * The secret as a CryptoKey, imported once per secret: given the bytes, jose imported a key for
 * every token it signed or checked (WebCrypto's importKey, on every login).
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/**
 * A session token: HS256, `sub` = user id, `role`, `iat` and `exp` in seconds, a new session id
 * `sid` and the user's session generation `gen` (services/accounts/sessions.ts ends sessions by them).
 */
export async function signToken(
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresInSeconds'>,
  user: { id: string; role: Role; sessionGeneration?: number },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: user.role, sid: randomUUID(), gen: user.sessionGeneration ?? 0 })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + config.jwtExpiresInSeconds)
    .sign(await keyOf(config.jwtSecret));
}

/** How many verified tokens are remembered per secret (the least recently used are forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000;
const verifiedBySecret = new Map<string, LRUCache<string, Readonly<TokenClaims>>>();

function verifiedOf(secret: string): LRUCache<string, Readonly<TokenClaims>> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new LRUCache({ max: VERIFIED_TOKENS_KEPT });
    verifiedBySecret.set(secret, verified);
  }
  return verified;
}

/**
 * What verifyToken() would answer for a token it verified before (its claims, or null once it has
 * expired), without a promise; undefined for a token not remembered, which verifyToken() must check.
 */
export function verifiedClaims(
  config: Pick<Config, 'jwtSecret'>,
  token: string,
): Readonly<TokenClaims> | null | undefined {
  const verified = verifiedOf(config.jwtSecret);
  const known = verified.get(token);
  if (!known) return undefined;
  // As jose decides: expired once `exp` is not after the current second.
  if (known.exp > Math.floor(Date.now() / 1000)) return known;
  verified.delete(token);
  return null;
}

/**
 * The claims of a token we signed and that has not expired, or null. Only HS256 is accepted:
 * `alg: none`, other algorithms, foreign keys and altered tokens all fail.
 *
 * Clients send the same token on every request (a poll every 5 s), and checking the signature
 * (WebCrypto, a job on the thread pool) cost more than the rest of a 304 answer. So a token that
 * passed is remembered, by its exact text and per secret, and then only its expiry is checked.
 */
export async function verifyToken(
  config: Pick<Config, 'jwtSecret'>,
  token: string,
): Promise<TokenClaims | null> {
  const known = verifiedClaims(config, token);
  if (known !== undefined) return known;
  let claims: Readonly<TokenClaims>;
  try {
    const { payload } = await jwtVerify(token, await keyOf(config.jwtSecret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { role } = payload;
    const { sub, exp, iat } = payload;
    if (typeof sub !== 'string' || !isRole(role) || typeof exp !== 'number' || typeof iat !== 'number')
      return null;
    claims = Object.freeze({
      sub,
      role,
      exp,
      iat,
      sid: typeof payload.sid === 'string' ? payload.sid : undefined,
      gen: typeof payload.gen === 'number' ? payload.gen : 0,
    });
  } catch {
    return null;
  }
  verifiedOf(config.jwtSecret).set(token, claims);
  return claims;
}
