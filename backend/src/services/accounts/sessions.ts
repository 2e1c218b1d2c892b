import type { TokenClaims } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { AuthUserRow } from './user-cache.ts';
import { usersChanged } from './user-cache.ts';

type Db = Knex | Knex.Transaction;

/*
 * Sessions end on the server through the user row alone, which auth() already reads from the
 * in-memory user cache: no extra lookup per request, and the cache forgets the row as soon as
 * either column changes (migration 0009's trigger and usersChanged).
 */

/** Whether a verified token's session is still open for this user row. */
export function sessionIsLive(
  row: Pick<AuthUserRow, 'session_generation' | 'revoked_sessions'>,
  claims: Pick<TokenClaims, 'sid' | 'gen'>,
): boolean {
  if ((claims.gen ?? 0) !== row.session_generation) return false;
  return !(claims.sid !== undefined && Object.hasOwn(row.revoked_sessions, claims.sid));
}

/**
 * Ends one session (logout). Revoked ids are kept until their token would have expired anyway;
 * the expired ones are dropped here, so the list stays as short as the sessions still alive.
 */
export async function endSession(
  db: Db,
  userId: string,
  sessionId: string,
  expiresAt: number,
): Promise<void> {
  await db.raw(
    `UPDATE users SET revoked_sessions = (
       SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
         FROM jsonb_each(revoked_sessions)
        WHERE (value)::bigint > extract(epoch FROM now())
     ) || jsonb_build_object(?::text, ?::bigint)
     WHERE id = ?`,
    [sessionId, expiresAt, userId],
  );
  usersChanged(db, [userId]);
}

/** Ends every session of the user (password change, "sign out everywhere", disabling). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({
      session_generation: db.raw('session_generation + 1'),
      revoked_sessions: db.raw("'{}'::jsonb"),
    });
  usersChanged(db, [userId]);
}
