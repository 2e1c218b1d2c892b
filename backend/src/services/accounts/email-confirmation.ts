import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { conflict, badRequest } from '../../errors.ts';
import { addJob } from '../../queue/add-job.ts';
import { uniquely } from '../../db/unique.ts';
import type { Mailer } from '../notifications/mailer.ts';
import { issueAccountLink, useAccountLink } from './account-links.ts';
import { confirmEmailMail, emailChangeNoticeMail } from './account-mail.ts';
import { queueConfirmation } from './confirmation-job.ts';
import { linkUrl } from './link-tokens.ts';
import { checkCurrentPassword } from './current-password.ts';
import { EMAIL_TAKEN } from './users.ts';

export const CONFIRM_PAGE = '/confirm-email';
export const ALREADY_CONFIRMED = 'Your e-mail address is already confirmed';
export const SAME_EMAIL = 'This is already your e-mail address';
export const WRONG_PASSWORD = 'The current password is not correct';

/**
 * The job: e-mails a confirmation link for `email` (the account's address, or the new one it asked
 * to change to). A confirmation asked for an address the account no longer has sends nothing.
 */
export async function sendConfirmationLink(
  deps: { db: Knex; mailer: Mailer | null; config: Pick<Config, 'publicUrl'> },
  input: { userId: string; email: string; change: boolean },
): Promise<void> {
  const { db, mailer, config } = deps;
  if (!mailer) return;
  const user = await db('users')
    .select('id', 'email', 'username')
    .where({ id: input.userId })
    .first<{ id: string; email: string; username: string } | undefined>();
  if (!user) return;
  const current = user.email.toLowerCase() === input.email.toLowerCase();
  if (current === input.change) return;
  const token = await db.transaction((trx) =>
    issueAccountLink(trx, { userId: user.id, purpose: 'confirmEmail', email: input.email }),
  );
  await mailer.send(
    confirmEmailMail(
      { email: input.email, username: user.username },
      linkUrl(config.publicUrl, CONFIRM_PAGE, token),
      input.change,
    ),
  );
}

/**
 * Opens a confirmation link once: the address it names is confirmed, and becomes the account's
 * when it was a change (409 when another account took it meanwhile). Any other confirmation link of
 * the account stops working, so an old one cannot bring back an address left behind.
 */
export async function confirmEmail(db: Knex, token: string): Promise<{ changed: boolean }> {
  return db.transaction(async (trx) => {
    const link = await useAccountLink(trx, token, 'confirmEmail');
    const user = await trx('users')
      .select('email')
      .where({ id: link.user_id })
      .forUpdate()
      .first<{ email: string }>();
    const email = link.email ?? user.email;
    const changed = email.toLowerCase() !== user.email.toLowerCase();
    await uniquely(
      () =>
        trx('users')
          .where({ id: link.user_id })
          .update({ email, email_verified_at: trx.fn.now(), updated_at: trx.fn.now() }),
      () => conflict(EMAIL_TAKEN),
    );
    await trx('account_links')
      .where({ user_id: link.user_id, purpose: 'confirmEmail' })
      .whereNull('used_at')
      .delete();
    return { changed };
  });
}

/** "Send again": a new confirmation e-mail for an unconfirmed address (409 once it is confirmed). */
export async function resendConfirmation(db: Knex, userId: string): Promise<void> {
  const user = await db('users')
    .select('email', 'email_verified_at')
    .where({ id: userId })
    .first<{ email: string; email_verified_at: Date | null }>();
  if (user.email_verified_at) throw conflict(ALREADY_CONFIRMED);
  await queueConfirmation(db, { userId, email: user.email, change: false });
}

/**
 * A change of address asked for with the current password (checked like a login, in the same
 * counts, so a stolen token cannot guess it): a link goes to the new address, and the old one is
 * told. The address changes only when the link is opened (confirmEmail).
 */
export async function requestEmailChange(
  db: Knex,
  config: Pick<Config, 'loginAttemptsPerIp' | 'loginAttemptsPerAccount'>,
  input: { userId: string; email: string; password: string; ip: string },
): Promise<void> {
  const me = await db('users')
    .select('email', 'username')
    .where({ id: input.userId })
    .first<{ email: string; username: string }>();
  await checkCurrentPassword(db, config, { ...input, email: me.email }, () => badRequest(WRONG_PASSWORD));
  if (me.email.toLowerCase() === input.email.toLowerCase()) throw badRequest(SAME_EMAIL);
  const taken = await db('users').select('id').whereRaw('lower(email) = lower(?)', [input.email]).first();
  if (taken) throw conflict(EMAIL_TAKEN);
  await db.transaction(async (trx) => {
    await queueConfirmation(trx, { userId: input.userId, email: input.email, change: true });
    await addJob(trx, 'mail:send', emailChangeNoticeMail(me, input.email));
  });
}
