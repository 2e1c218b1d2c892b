import { STAFF_ROLES } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { hashPassword } from './passwords.ts';
import { usersChanged } from './user-cache.ts';
import type { StaffUserRow } from '../../db/rows.ts';

const STAFF_COLUMNS = ['id', 'username', 'email', 'role', 'disabled', 'created_at'] as const;

export const EMAIL_TAKEN = 'An account with this email already exists';
export const EMPLOYEE_NOT_FOUND = 'Employee not found';
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account';

/** Every staff account: admins first, then employees, each by name. */
export async function listStaff(db: Knex): Promise<StaffUserRow[]> {
  return db<StaffUserRow>('users')
    .select(...STAFF_COLUMNS)
    .whereIn('role', STAFF_ROLES)
    .orderByRaw("CASE role WHEN 'admin' THEN 0 ELSE 1 END")
    .orderByRaw('lower(username)')
    .orderBy('id');
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A new employee account. The unique index on lower(email) decides a race between two creations. */
export async function createEmployee(
  db: Knex,
  input: { username: string; email: string; password: string },
): Promise<StaffUserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db('users')
      .insert({ username: input.username, email: input.email, password_hash: passwordHash, role: 'employee' })
      .returning<StaffUserRow[]>([...STAFF_COLUMNS]);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
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
    .returning<StaffUserRow[]>([...STAFF_COLUMNS]);
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  usersChanged(db, [targetId]);
  return row;
}
