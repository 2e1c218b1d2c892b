import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { tooManyRequests } from '../../errors.ts';
import { countAttempt, countDelayedAttempt, settleAttempts } from '../../lib/attempts.ts';
import { FairLimiter } from '../../lib/fair-limiter.ts';
import { InFlightLimit } from '../../lib/in-flight.ts';
import { knownHere, noteKnown } from './known-sign-ins.ts';
import { inTurnOf } from './passwords.ts';
import { loginAccount } from './users.ts';

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

/** Whether the address signed in to the account before (services/accounts/known-sign-ins.ts). */
export interface LoginSource {
  knownAddress: boolean;
}

/**
 * Counts a login attempt against every limit before its password is checked, each count and check
 * one statement: per IP across accounts, per account and IP, and per account across IPs (a
 * doubling delay once its free attempts are used, so guessing from many addresses slows to a crawl
 * while the owner is never locked out for long). Throws 429 when any says no. An address that
 * signed in to the account before is left out of the account's delay (neither held by it nor
 * counted in it): guesses from everywhere else must not keep the owner out, and the owner's own
 * typos stay bounded by the per account and IP limit.
 */
export async function countLoginAttempt(
  db: Knex,
  config: Pick<Config, 'loginAttemptsPerIp' | 'loginAttemptsPerAccount'>,
  email: string,
  ip: string,
  { knownAddress }: LoginSource,
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
  if (knownAddress) return;
  await countDelayedAttempt(db, {
    bucket: 'login-account',
    key: k.account,
    limit: config.loginAttemptsPerAccount,
    windowSeconds: WINDOW_SECONDS,
    maxDelaySeconds: MAX_ACCOUNT_DELAY_SECONDS,
    message,
  });
}

/**
 * A successful login: the account's count starts again, and the IP is not charged for it. From a
 * known address the account's count is left alone, as it was not counted there: the owner signing
 * in at home does not hand whoever guesses from elsewhere a fresh set of free attempts.
 */
export async function loginSucceeded(
  db: Knex,
  email: string,
  ip: string,
  { knownAddress }: LoginSource,
): Promise<void> {
  const k = keys(email, ip);
  await settleAttempts(db, {
    clear: [
      { bucket: 'login', key: k.accountIp },
      ...(knownAddress ? [] : [{ bucket: 'login-account', key: k.account }]),
    ],
    refund: [{ bucket: 'login-ip', key: k.ip }],
  });
}

/*
 * A login's statements before its password check (the user row, then the counts) also take turns
 * per address, a few logins at a time. Otherwise 600 logins sent at once put some 2,400 statements
 * in the pool's queue (first come, first served), and the owner's own waited behind them for 0.4 to
 * 3.3 s even once the hashing let them first. A login known to this process from that address
 * (knownHere) does not take a turn.
 */
export const checkInTurn = inTurnOf(
  new FairLimiter({ concurrency: 4, maxWaitingPerKey: 8, maxWaiting: 1000 }),
);

/*
 * Logins one address may have under way at once in this process. People send one at a time; a
 * flood beyond this is refused before it reaches the database or the hashing threads, which is
 * what kept a real login waiting seconds behind 600 guesses.
 */
const loginsInFlight = new InFlightLimit(4);

/** A login let through its limits, with what its password check needs. */
export interface AdmittedLogin {
  /** The account of the e-mail, or undefined for none. */
  account: Awaited<ReturnType<typeof loginAccount>>;
  source: LoginSource;
  /** The password was right: the counts are settled (loginSucceeded). */
  succeeded(): Promise<void>;
}

/**
 * Every limit of a login, before its password is checked, in the order they apply: its place
 * among the address's logins under way in this process (`hold` is handed the place's release, to
 * free it once the answer is sent); its turn among the address's statements (checkInTurn, unless
 * this process knows the address signs in to the account); then, with the account read, the
 * attempt counted against each limit in PostgreSQL (countLoginAttempt). Throws 429 when any says no.
 */
export async function admitLogin(
  db: Knex,
  config: Pick<Config, 'loginAttemptsPerIp' | 'loginAttemptsPerAccount'>,
  { email, ip, hold }: { email: string; ip: string; hold: (release: () => void) => void },
): Promise<AdmittedLogin> {
  const release = loginsInFlight.take(ip);
  if (!release) throw tooManyRequests(TOO_MANY_LOGINS, 1);
  hold(release);
  const checks = async () => {
    const account = await loginAccount(db, email, ip);
    const source = { knownAddress: account?.known_address === true };
    // Counted before the password is checked, so concurrent guesses cannot outrun the count.
    await countLoginAttempt(db, config, email, ip, source);
    return { account, source };
  };
  const { account, source } = knownHere(email, ip) ? await checks() : await checkInTurn(ip, checks);
  if (source.knownAddress) noteKnown(email, ip);
  return { account, source, succeeded: () => loginSucceeded(db, email, ip, source) };
}
