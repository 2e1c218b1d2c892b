import type { Role, TokenClaims } from '@stitchdesk/shared';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config.ts';

const ALGORITHM = 'HS256';
const ROLES: readonly Role[] = ['client', 'employee', 'admin'];

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/** A session token: HS256, `sub` = user id, `role`, `iat` and `exp` in seconds. */
export async function signToken(
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresInSeconds'>,
  user: { id: string; role: Role },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + config.jwtExpiresInSeconds)
    .sign(keyOf(config.jwtSecret));
}

/**
 * The claims of a token we signed and that has not expired, or null. Only HS256 is accepted:
 * `alg: none`, other algorithms, foreign keys and altered tokens all fail.
 */
export async function verifyToken(
  config: Pick<Config, 'jwtSecret'>,
  token: string,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.jwtSecret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const role = payload.role as Role;
    if (typeof payload.sub !== 'string' || !ROLES.includes(role)) return null;
    return { sub: payload.sub, role, exp: payload.exp as number, iat: payload.iat as number };
  } catch {
    return null;
  }
}
