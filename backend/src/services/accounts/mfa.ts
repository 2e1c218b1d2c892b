import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Config } from '../../config.ts';
import { badRequest, conflict } from '../../errors.ts';
import { secretBox } from '../webhooks/secrets.ts';

/*
 * Two-factor sign-in with TOTP (RFC 6238: 6 digits, 30 s, SHA-1, what every authenticator app
 * reads), by otplib. The secret is kept sealed (AES-256-GCM under a key derived from JWT_SECRET, as
 * webhook secrets are); recovery codes only as SHA-256 (60 random bits each, and guesses are held to
 * the login limits). A code is accepted once: the time step of the last accepted one is kept, and
 * only a later step passes, by one conditional UPDATE so two requests with one code cannot both win.
 */

export const ISSUER = 'Stitchdesk';
export const MFA_ALREADY_ON = 'Two-factor sign-in is already on';
export const MFA_NOT_STARTED = 'Start the two-factor setup first';
export const WRONG_CODE = 'That code is not right. Try the current code from your authenticator app.';
export const RECOVERY_CODE_COUNT = 10;

/** A code a moment early or late (clock drift, typing time) still counts: one step either side. */
const EPOCH_TOLERANCE_SECONDS = 30;

const boxOf = (config: Pick<Config, 'jwtSecret'>) => secretBox(`${config.jwtSecret}:totp`);

/** Whether `code` is a TOTP code of `secret` now; its time step, or null. */
async function totpStep(secret: string, code: string, afterTimeStep?: number): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      afterTimeStep,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // Not six digits, or a step past what the tolerance allows: not a valid code.
    return null;
  }
}

/**
 * Starts (or starts again) the setup: a new secret kept pending until a first code proves the app
 * holds it. Shown once, as text and as an otpauth:// URI for a QR code.
 */
export async function startMfaSetup(
  db: Knex,
  config: Pick<Config, 'jwtSecret'>,
  userId: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  const user = await db('users')
    .select('email', db.raw('mfa_secret IS NOT NULL AS mfa_enabled'))
    .where({ id: userId })
    .first<{ email: string; mfa_enabled: boolean }>();
  if (user.mfa_enabled) throw conflict(MFA_ALREADY_ON);
  const secret = generateSecret();
  await db('users')
    .where({ id: userId })
    .update({ mfa_pending_secret: boxOf(config).seal(secret) });
  return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: user.email, secret }) };
}

/** A recovery code as people read it, e.g. "k3m9p-x2q7r-t4w8": 16 characters of base32. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).slice(0, 15);
  return [chars.slice(0, 5), chars.slice(5, 10), chars.slice(10, 15)].map((c) => c.join('')).join('-');
}

const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const recoveryHash = (code: string) => createHash('sha256').update(normalRecoveryCode(code)).digest();

/**
 * Turns two-factor sign-in on once `code` matches the pending secret: the secret becomes the
 * account's, and ten new recovery codes replace any earlier ones (answered once, kept hashed).
 */
export async function enableMfa(
  db: Knex,
  config: Pick<Config, 'jwtSecret'>,
  userId: string,
  code: string,
): Promise<string[]> {
  const user = await db('users')
    .select('mfa_pending_secret', db.raw('mfa_secret IS NOT NULL AS mfa_enabled'))
    .where({ id: userId })
    .first<{ mfa_pending_secret: string | null; mfa_enabled: boolean }>();
  if (user.mfa_enabled) throw conflict(MFA_ALREADY_ON);
  if (!user.mfa_pending_secret) throw badRequest(MFA_NOT_STARTED);
  const step = await totpStep(boxOf(config).open(user.mfa_pending_secret), code);
  if (step === null) throw badRequest(WRONG_CODE);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (trx) => {
    const [turnedOn] = await trx('users')
      .where({ id: userId, mfa_pending_secret: user.mfa_pending_secret })
      .whereNull('mfa_secret')
      .update({
        mfa_secret: user.mfa_pending_secret,
        mfa_pending_secret: null,
        mfa_last_time_step: step,
        updated_at: trx.fn.now(),
      })
      .returning('id');
    if (!turnedOn) throw conflict(MFA_ALREADY_ON);
    await trx('mfa_recovery_codes').where({ user_id: userId }).delete();
    await trx('mfa_recovery_codes').insert(
      codes.map((c) => ({ user_id: userId, code_hash: recoveryHash(c) })),
    );
  });
  return codes;
}

/**
 * Whether `code` lets the user in as the second factor: a TOTP code of a later time step than any
 * accepted before, or an unused recovery code (then used up). Either is spent by the check.
 */
export async function useMfaCode(
  db: Knex,
  config: Pick<Config, 'jwtSecret'>,
  userId: string,
  code: string,
): Promise<boolean> {
  const user = await db('users')
    .select('mfa_secret', 'mfa_last_time_step')
    .where({ id: userId })
    .first<{ mfa_secret: string | null; mfa_last_time_step: string | null }>();
  if (!user?.mfa_secret) return false;
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = await totpStep(boxOf(config).open(user.mfa_secret), digits);
    if (step === null) return false;
    const spent = await db('users')
      .where({ id: userId })
      .where((q) => q.whereNull('mfa_last_time_step').orWhere('mfa_last_time_step', '<', step))
      .update({ mfa_last_time_step: step });
    return spent === 1;
  }
  const used = await db('mfa_recovery_codes')
    .where({ user_id: userId, code_hash: recoveryHash(code) })
    .whereNull('used_at')
    .update({ used_at: db.fn.now() });
  return used === 1;
}
