import { STAFF_ROLES } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { badRequest, notFound } from '../../errors.ts';
import { hashPassword } from './passwords.ts';
import { usersChanged } from './user-cache.ts';
import type { StaffUserRow } from '../../db/rows.ts';
import { ACCOUNT_COLUMNS, createAccount, EMAIL_TAKEN, EMPLOYEE_NOT_FOUND } from './users.ts';

export { EMAIL_TAKEN, EMPLOYEE_NOT_FOUND };
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account';

/** Every staff account: admins first, then employees, each by name. */
export async function listStaff(db: Knex): Promise<StaffUserRow[]> {
  return db<StaffUserRow>('users')
    .select(...ACCOUNT_COLUMNS)
    .whereIn('role', STAFF_ROLES)
    .orderByRaw("CASE role WHEN 'admin' THEN 0 ELSE 1 END")
    .orderByRaw('lower(username)')
    .orderBy('id');
}

/** A new employee account. The unique index on lower(email) decides a race between two creations. */
export async function createEmployee(
  db: Knex,
  input: { username: string; email: string; password: string },
): Promise<StaffUserRow> {
  const passwordHash = await hashPassword(input.password);
  return createAccount(db, { username: input.username, email: input.email, passwordHash, role: 'employee' });
}

/**
 * Renames, disables or enables a staff account. A disabled account's tokens stop working at once
 * (the user cache forgets the row when this commits). Nobody can disable their own account, so the
 * last admin cannot lock everyone out.
 */
export async function updateStaff(
  db: Knex,
  actorId: string,
  targetId: string,
  change: { username?: string; disabled?: boolean },
): Promise<StaffUserRow> {
  if (change.disabled === true && targetId === actorId) throw badRequest(CANNOT_DISABLE_SELF);
  const update: Record<string, unknown> = { updated_at: db.fn.now() };
  if (change.username !== undefined) update.username = change.username;
  if (change.disabled !== undefined) update.disabled = change.disabled;
  // Enabling again must not revive the tokens signed before the account was disabled.
  if (change.disabled === true) update.session_generation = db.raw('session_generation + 1');
  const [row] = await db('users')
    .where({ id: targetId })
    .whereIn('role', STAFF_ROLES)
    .update(update)
    .returning<StaffUserRow[]>([...ACCOUNT_COLUMNS]);
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  usersChanged(db, [targetId]);
  return row;
}
