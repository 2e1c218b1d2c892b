import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id (the library's default algorithm) with OWASP's recommended minimum: 19 MiB of memory,
 * 2 passes, 1 lane (m=19456, t=2, p=1) — about 30–50 ms per hash on one server core. The
 * parameters are written into each hash, so raising them later still verifies old hashes.
 */
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, COST);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when the account does not exist, so response times do not
 * tell an attacker which e-mail addresses are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}
