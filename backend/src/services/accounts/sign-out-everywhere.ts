import type { Knex } from 'knex';
import { notify } from '../notifications/notifications.ts';
import { endAllSessions } from './sessions.ts';

type Db = Knex | Knex.Transaction;

/** Why every way into an account ends: each names itself in the notice that lists the ended tokens. */
export const SIGN_OUT_CAUSES = {
  passwordChanged: 'your password was changed',
  passwordReset: 'your password was reset',
  signedOut: 'you signed out everywhere',
  signedOutByStaff: 'our staff signed your account out everywhere',
  disabled: 'your account was disabled',
} as const;

export type SignOutCause = keyof typeof SIGN_OUT_CAUSES;

/** The notice naming the ended tokens, e.g. “Shop sync” and “Backup”. */
export function tokensEndedNotice(cause: SignOutCause, names: readonly string[]): string {
  const quoted = names.map((name) => `“${name}”`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : quoted[0];
  const what = names.length > 1 ? `Your API tokens ${list} were` : `Your API token ${list} was`;
  return `${what} revoked because ${SIGN_OUT_CAUSES[cause]}. Create new ones under Integrations.`;
}

/**
 * Ends every way into the account: its sessions, and its API tokens (whoever held a session could
 * have made them), telling the client which tokens ended. Every path that must shut an account out
 * calls this one function (a password change or reset, "sign out everywhere", disabling), so none
 * forgets the tokens; the tokens are deleted, so enabling the account again brings none back.
 * Runs in the caller's transaction, or its own.
 */
export async function signOutEverywhere(db: Db, userId: string, cause: SignOutCause): Promise<void> {
  await db.transaction(async (trx) => {
    await endAllSessions(trx, userId);
    const ended = await trx('api_tokens')
      .where({ user_id: userId })
      .delete()
      .returning<{ name: string; created_at: Date }[]>(['name', 'created_at']);
    if (ended.length === 0) return;
    ended.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    await notify(
      trx,
      [userId],
      tokensEndedNotice(
        cause,
        ended.map((token) => token.name),
      ),
      null,
    );
  });
}
