import type { Knex } from 'knex';
import { badRequest } from '../../errors.ts';
import { hashLinkToken, newLinkToken } from './link-tokens.ts';

type Db = Knex | Knex.Transaction;

export type LinkPurpose = 'passwordReset' | 'confirmEmail';

export const LINK_NOT_VALID = 'This link is not valid. Ask for a new one.';
export const LINK_USED = 'This link was already used. Ask for a new one.';
export const LINK_EXPIRED = 'This link has expired. Ask for a new one.';

/** How long a link stays usable. */
export const LINK_LIFETIME_SECONDS: Record<LinkPurpose, number> = {
  passwordReset: 60 * 60,
  confirmEmail: 7 * 24 * 60 * 60,
};

export interface AccountLinkRow {
  id: string;
  user_id: string;
  purpose: LinkPurpose;
  email: string | null;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * A new link for the user, in the caller's transaction: the user's earlier unused links of the same
 * purpose stop working, so only the latest e-mail's link opens anything. Answers the token, which
 * only the e-mail carries.
 */
export async function issueAccountLink(
  trx: Knex.Transaction,
  input: { userId: string; purpose: LinkPurpose; email?: string },
): Promise<string> {
  const { token, hash } = newLinkToken();
  await trx('account_links')
    .where({ user_id: input.userId, purpose: input.purpose })
    .whereNull('used_at')
    .delete();
  await trx('account_links').insert({
    user_id: input.userId,
    purpose: input.purpose,
    email: input.email ?? null,
    token_hash: hash,
    expires_at: trx.raw('now() + make_interval(secs => ?)', [LINK_LIFETIME_SECONDS[input.purpose]]),
  });
  return token;
}

/** The link's row, or 400 saying why it cannot be used (unknown, used, expired). */
function usable(row: (AccountLinkRow & { expired: boolean }) | undefined): AccountLinkRow {
  if (!row) throw badRequest(LINK_NOT_VALID);
  if (row.used_at) throw badRequest(LINK_USED);
  if (row.expired) throw badRequest(LINK_EXPIRED);
  return row;
}

function linkQuery(db: Db, token: string, purpose: LinkPurpose) {
  return db('account_links')
    .select(
      'id',
      'user_id',
      'purpose',
      'email',
      'expires_at',
      'used_at',
      db.raw('expires_at <= now() AS expired'),
    )
    .where({ token_hash: hashLinkToken(token), purpose })
    .first<(AccountLinkRow & { expired: boolean }) | undefined>();
}

/** Checks a link without using it (before the slow password hash): 400 when it cannot be used. */
export async function checkAccountLink(db: Db, token: string, purpose: LinkPurpose): Promise<AccountLinkRow> {
  return usable(await linkQuery(db, token, purpose));
}

/**
 * Uses a link once, in the caller's transaction: its row is locked, so of two requests with the
 * same link one succeeds and the other gets LINK_USED.
 */
export async function useAccountLink(
  trx: Knex.Transaction,
  token: string,
  purpose: LinkPurpose,
): Promise<AccountLinkRow> {
  const row = usable(await linkQuery(trx, token, purpose).forUpdate());
  await trx('account_links').where({ id: row.id }).update({ used_at: trx.fn.now() });
  return row;
}
