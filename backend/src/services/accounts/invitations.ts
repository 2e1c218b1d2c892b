import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { uniquely } from '../../db/unique.ts';
import { addJob } from '../../queue/add-job.ts';
import type { Mailer } from '../notifications/mailer.ts';
import { LINK_EXPIRED, LINK_NOT_VALID } from './account-links.ts';
import { invitationMail } from './account-mail.ts';
import { hashLinkToken, linkUrl, newLinkToken } from './link-tokens.ts';
import { hashPassword, inTurn } from './passwords.ts';
import { createAccount, EMAIL_TAKEN } from './users.ts';
import type { AccountRow, InvitationRow } from '../../db/rows.ts';

export const INVITATION_PAGE = '/accept-invitation';
export const INVITATION_OPEN = 'An invitation to this address is already open: send it again instead';
export const INVITATION_NOT_FOUND = 'Invitation not found';
/** How long an invitation's link works, from when its e-mail is written. */
export const INVITATION_LIFETIME_SECONDS = 72 * 60 * 60;

const COLUMNS = (db: Knex | Knex.Transaction) =>
  ['id', 'email', 'username', 'expires_at', 'created_at', db.raw('expires_at <= now() AS expired')] as const;

const open = <Q extends Knex.QueryBuilder>(query: Q): Q =>
  query.whereNull('accepted_at').whereNull('revoked_at') as Q;

/** Invites an employee: the invitation, and its e-mail queued in the same transaction. */
export async function inviteEmployee(
  db: Knex,
  invitedBy: string,
  input: { email: string; username: string },
): Promise<InvitationRow> {
  return db.transaction(async (trx) => {
    const taken = await trx('users').select('id').whereRaw('lower(email) = lower(?)', [input.email]).first();
    if (taken) throw conflict(EMAIL_TAKEN);
    const [row] = await uniquely(
      () =>
        trx('staff_invitations')
          .insert({
            email: input.email,
            username: input.username,
            invited_by: invitedBy,
            expires_at: trx.raw('now() + make_interval(secs => ?)', [INVITATION_LIFETIME_SECONDS]),
          })
          .returning<InvitationRow[]>([...COLUMNS(trx)]),
      () => conflict(INVITATION_OPEN),
    );
    await addJob(trx, 'account:invitation', { invitationId: row.id }, { maxAttempts: 5 });
    return row;
  });
}

/** The invitations neither accepted nor revoked, newest first. */
export async function listInvitations(db: Knex): Promise<InvitationRow[]> {
  return open(db('staff_invitations').select(...COLUMNS(db))).orderBy('created_at', 'desc');
}

/** Sends an open invitation again: a new link (the earlier one stops working), valid 72 h from now. */
export async function resendInvitation(db: Knex, id: string): Promise<InvitationRow> {
  return db.transaction(async (trx) => {
    const [row] = await open(trx('staff_invitations').where({ id }))
      .update({
        token_hash: null,
        expires_at: trx.raw('now() + make_interval(secs => ?)', [INVITATION_LIFETIME_SECONDS]),
      })
      .returning<InvitationRow[]>([...COLUMNS(trx)]);
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    await addJob(trx, 'account:invitation', { invitationId: id }, { maxAttempts: 5 });
    return row;
  });
}

/** Revokes an open invitation: its link stops working at once. */
export async function revokeInvitation(db: Knex, id: string): Promise<void> {
  const revoked = await open(db('staff_invitations').where({ id })).update({
    revoked_at: db.fn.now(),
    token_hash: null,
  });
  if (!revoked) throw notFound(INVITATION_NOT_FOUND);
}

/** The job: writes the invitation's link (a new token, only its hash kept) and e-mails it. */
export async function sendInvitation(
  deps: { db: Knex; mailer: Mailer | null; config: Pick<Config, 'publicUrl'> },
  invitationId: string,
): Promise<void> {
  const { db, mailer, config } = deps;
  if (!mailer) return;
  const { token, hash } = newLinkToken();
  const [row] = await open(db('staff_invitations').where({ id: invitationId }))
    .update({
      token_hash: hash,
      expires_at: db.raw('now() + make_interval(secs => ?)', [INVITATION_LIFETIME_SECONDS]),
    })
    .returning<{ email: string; username: string }[]>(['email', 'username']);
  if (!row) return;
  await mailer.send(invitationMail(row, linkUrl(config.publicUrl, INVITATION_PAGE, token)));
}

async function findByToken(db: Knex | Knex.Transaction, token: string, lock = false) {
  const query = open(
    db('staff_invitations')
      .select(...COLUMNS(db))
      .where({ token_hash: hashLinkToken(token) }),
  );
  const row = await (lock ? query.forUpdate() : query).first<InvitationRow | undefined>();
  if (!row) throw badRequest(LINK_NOT_VALID);
  if (row.expired) throw badRequest(LINK_EXPIRED);
  return row;
}

/**
 * Accepts an invitation: the employee account is made with the password chosen, its address
 * confirmed (the link reached it), and the invitation used up. An accepted, revoked or expired
 * invitation's link answers 400.
 */
export async function acceptInvitation(
  db: Knex,
  input: { token: string; password: string; ip: string },
): Promise<AccountRow<'employee'>> {
  await findByToken(db, input.token);
  const passwordHash = await inTurn(input.ip, () => hashPassword(input.password));
  return db.transaction(async (trx) => {
    const invitation = await findByToken(trx, input.token, true);
    const account = await createAccount(trx, {
      username: invitation.username,
      email: invitation.email,
      passwordHash,
      role: 'employee',
    });
    await trx('users').where({ id: account.id }).update({ email_verified_at: trx.fn.now() });
    await trx('staff_invitations')
      .where({ id: invitation.id })
      .update({ accepted_at: trx.fn.now(), user_id: account.id, token_hash: null });
    return account;
  });
}
