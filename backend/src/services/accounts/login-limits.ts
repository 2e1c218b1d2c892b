import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { clearAttempts, countAttempt, countDelayedAttempt, refundAttempt } from '../../lib/attempts.ts';

export const TOO_MANY_LOGINS = 'Too many failed logins. Please try again later.';
/** Attempts per e-mail and IP within the window before 429 (the 11th waits out the window). */
export const LOGIN_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;
const WINDOW_SECONDS = 15 * 60;
/** The longest wait between two attempts on an account under attack. */
const MAX_ACCOUNT_DELAY_SECONDS = 5 * 60;

const keys = (email: string, ip: string) => {
  const account = email.toLowerCase();
  return { ip, accountIp: `${account}|${ip}`, account };
};

/**
 * Counts a login attempt against every limit before its password is checked, each count and check
 * one statement: per IP across accounts, per account and IP, and per account across IPs (a
 * doubling delay once its free attempts are used, so guessing from many addresses slows to a crawl
 * while the owner is never locked out for long). Throws 429 when any says no.
 */
export async function countLoginAttempt(
  db: Knex,
  config: Pick<Config, 'loginAttemptsPerIp' | 'loginAttemptsPerAccount'>,
  email: string,
  ip: string,
): Promise<void> {
  const k = keys(email, ip);
  const message = TOO_MANY_LOGINS;
  await countAttempt(db, {
    bucket: 'login-ip',
    key: k.ip,
    limit: config.loginAttemptsPerIp,
    windowSeconds: WINDOW_SECONDS,
    message,
  });
  await countAttempt(db, { bucket: 'login', key: k.accountIp, ...LOGIN_LIMIT, message });
  await countDelayedAttempt(db, {
    bucket: 'login-account',
    key: k.account,
    limit: config.loginAttemptsPerAccount,
    windowSeconds: WINDOW_SECONDS,
    maxDelaySeconds: MAX_ACCOUNT_DELAY_SECONDS,
    message,
  });
}

/** A successful login: the account's count starts again, and the IP is not charged for it. */
export async function loginSucceeded(db: Knex, email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  await Promise.all([
    clearAttempts(db, 'login', k.accountIp),
    clearAttempts(db, 'login-account', k.account),
    refundAttempt(db, 'login-ip', k.ip),
  ]);
}
