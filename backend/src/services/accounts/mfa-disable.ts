import { isStaffRole, type Role } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { badRequest, conflict } from '../../errors.ts';
import { addJob } from '../../queue/add-job.ts';
import { mfaTurnedOffMail } from './account-mail.ts';
import { checkCurrentPassword } from './current-password.ts';
import { loginSucceeded } from './login-limits.ts';
import { useMfaCode, WRONG_CODE } from './mfa.ts';
import { staffMfaRequired } from './staff-mfa.ts';

export const MFA_NOT_ON = 'Two-factor sign-in is not on';
export const MFA_REQUIRED_FOR_STAFF =
  'The shop requires two-factor sign-in for staff, so it cannot be turned off for your account.';
export const WRONG_PASSWORD_FOR_MFA = 'The password is not correct';

/**
 * Turns two-factor sign-in off, which takes both factors again: the current password and a current
 * code or an unused recovery code (spent by the check). The pair counts as one login attempt in the
 * login's limits, settled only when both are right, so a session left open cannot guess either.
 * Wrong ones answer 400, not 401: the session is fine, and a 401 would sign the person out.
 * Refused (409) for staff while the shop requires it of them. The secret, any pending one, the
 * last code's step and every recovery code go, and the account is told by e-mail.
 */
export async function disableMfa(
  db: Knex,
  config: Pick<Config, 'jwtSecret' | 'requireStaffMfa' | 'loginAttemptsPerIp' | 'loginAttemptsPerAccount'>,
  input: { userId: string; password: string; code: string; ip: string },
): Promise<void> {
  const user = await db('users')
    .select('email', 'username', 'role', 'mfa_secret')
    .where({ id: input.userId })
    .first<{ email: string; username: string; role: Role; mfa_secret: string | null }>();
  if (!user.mfa_secret) throw conflict(MFA_NOT_ON);
  if (isStaffRole(user.role) && (await staffMfaRequired(db, config))) throw conflict(MFA_REQUIRED_FOR_STAFF);
  const check = { userId: input.userId, email: user.email, password: input.password, ip: input.ip };
  const source = await checkCurrentPassword(db, config, check, () => badRequest(WRONG_PASSWORD_FOR_MFA), {
    settle: false,
  });
  if (!(await useMfaCode(db, config, input.userId, input.code))) throw badRequest(WRONG_CODE);
  await loginSucceeded(db, user.email, input.ip, source);
  await db.transaction(async (trx) => {
    // Only the secret the code was checked against: a concurrent disable or re-setup wins once.
    const turnedOff = await trx('users').where({ id: input.userId, mfa_secret: user.mfa_secret }).update({
      mfa_secret: null,
      mfa_pending_secret: null,
      mfa_last_time_step: null,
      updated_at: trx.fn.now(),
    });
    if (turnedOff !== 1) throw conflict(MFA_NOT_ON);
    await trx('mfa_recovery_codes').where({ user_id: input.userId }).delete();
    await addJob(trx, 'mail:send', mfaTurnedOffMail(user));
  });
}
