import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { addJob } from '../../queue/add-job.ts';
import type { Mailer } from '../notifications/mailer.ts';
import { checkAccountLink, issueAccountLink, useAccountLink } from './account-links.ts';
import { passwordResetMail } from './account-mail.ts';
import { linkUrl } from './link-tokens.ts';
import { hashPassword, inTurn } from './passwords.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';

export const RESET_PAGE = '/reset-password';

/**
 * "Forgot password?": only a job is queued, whatever the address, so the answer and its time are
 * the same for an account and for none; the job looks the account up (jobs/tasks.ts).
 */
export async function askPasswordReset(db: Knex, email: string): Promise<void> {
  await addJob(db, 'account:password-reset', { email }, { maxAttempts: 5 });
}

/**
 * The job: e-mails a one-hour, single-use reset link to the account with this address, if there is
 * an active one; sends nothing otherwise. The token is made here, so it never sits in the queue.
 */
export async function sendPasswordResetLink(
  deps: { db: Knex; mailer: Mailer | null; config: Pick<Config, 'publicUrl'> },
  email: string,
): Promise<void> {
  const { db, mailer, config } = deps;
  if (!mailer) return;
  const account = await db('users')
    .select('id', 'email', 'username')
    .whereRaw('lower(email) = lower(?)', [email])
    .where({ disabled: false })
    .first<{ id: string; email: string; username: string } | undefined>();
  if (!account) return;
  const token = await db.transaction((trx) =>
    issueAccountLink(trx, { userId: account.id, purpose: 'passwordReset' }),
  );
  await mailer.send(passwordResetMail(account, linkUrl(config.publicUrl, RESET_PAGE, token)));
}

/**
 * Sets the password a reset link allows, once: the link is used, every session and API token ends,
 * and the address counts as confirmed (the link reached it). The link is checked before the slow
 * hash, so bad links cost no hashing.
 */
export async function resetPassword(
  db: Knex,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  const { token, password, ip } = input;
  await checkAccountLink(db, token, 'passwordReset');
  const passwordHash = await inTurn(ip, () => hashPassword(password));
  await db.transaction(async (trx) => {
    const link = await useAccountLink(trx, token, 'passwordReset');
    await trx('users')
      .where({ id: link.user_id })
      .update({
        password_hash: passwordHash,
        email_verified_at: trx.raw('coalesce(email_verified_at, now())'),
        updated_at: trx.fn.now(),
      });
    await signOutEverywhere(trx, link.user_id, 'passwordReset');
  });
}
