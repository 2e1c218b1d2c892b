import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import type { HttpError } from '../../errors.ts';
import { countLoginAttempt, loginSucceeded, type LoginSource } from './login-limits.ts';
import { inTurn, verifyPassword } from './passwords.ts';
import { passwordCheckOf } from './users.ts';

/** A signed-in account's password check, counted like a login (see checkCurrentPassword). */
export interface CurrentPasswordCheck {
  userId: string;
  /** The account's e-mail: the login counts are kept under it. */
  email: string;
  password: string;
  ip: string;
}

/**
 * Checks the current password of a signed-in account before a change that needs its owner, in the
 * login's own counts (counted first, settled only when it is right), so a stolen token cannot
 * become a way to guess the password. Throws `wrong()` when it is not right, 429 past the limits.
 * `settle: false` leaves the counts unsettled for a further proof the caller checks and settles.
 */
export async function checkCurrentPassword(
  db: Knex,
  config: Pick<Config, 'loginAttemptsPerIp' | 'loginAttemptsPerAccount'>,
  input: CurrentPasswordCheck,
  wrong: () => HttpError,
  { settle = true }: { settle?: boolean } = {},
): Promise<LoginSource> {
  const row = await passwordCheckOf(db, input.userId, input.ip);
  const source = { knownAddress: row.known_address === true };
  await countLoginAttempt(db, config, input.email, input.ip, source);
  const ok = await inTurn(input.ip, () => verifyPassword(row.password_hash, input.password));
  if (!ok) throw wrong();
  if (settle) await loginSucceeded(db, input.email, input.ip, source);
  return source;
}
