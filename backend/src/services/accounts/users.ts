import type { Role } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import { conflict, notFound } from '../../errors.ts';
import type { AccountRow, ProfileRow, UserRow } from '../../db/rows.ts';
import { uniquely } from '../../db/unique.ts';
import { knownAddressColumn } from './known-sign-ins.ts';
import { queueConfirmation } from './confirmation-job.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { staffMfaRequired } from './staff-mfa.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const EMPLOYEE_NOT_FOUND = 'Employee not found';

/** The columns of an AccountRow. */
export const ACCOUNT_COLUMNS = ['id', 'username', 'email', 'role', 'disabled', 'created_at'] as const;

/**
 * A new account. The unique index on lower(email) decides, so two racing sign-ups (or creations)
 * cannot both win.
 */
export function createAccount<R extends Role>(
  db: Knex | Knex.Transaction,
  input: { username: string; email: string; passwordHash: string; role: R },
): Promise<AccountRow<R>> {
  return uniquely(
    async () => {
      const [row] = await db('users')
        .insert({
          username: input.username,
          email: input.email,
          password_hash: input.passwordHash,
          role: input.role,
        })
        .returning<AccountRow[]>([...ACCOUNT_COLUMNS]);
      return { ...row, role: input.role };
    },
    () => conflict(EMAIL_TAKEN),
  );
}

/** A new client account, with the e-mail that confirms its address queued in the same transaction. */
export function registerClient(
  db: Knex,
  input: { username: string; email: string; passwordHash: string },
): Promise<AccountRow<'client'>> {
  return db.transaction(async (trx) => {
    const row = await createAccount(trx, { ...input, role: 'client' });
    await queueConfirmation(trx, { userId: row.id, email: row.email, change: false });
    return row;
  });
}

/**
 * What a login checks, by e-mail whatever its case, with whether `address` is one the account
 * signed in from lately (known-sign-ins.ts); undefined for an unknown address.
 */
export async function loginAccount(
  db: Knex,
  email: string,
  address: string,
): Promise<
  | {
      id: string;
      role: Role;
      password_hash: string;
      disabled: boolean;
      session_generation: number;
      known_address: boolean;
      mfa_enabled: boolean;
    }
  | undefined
> {
  return db('users')
    .select(
      'id',
      'role',
      'password_hash',
      'disabled',
      'session_generation',
      knownAddressColumn(db, address),
      db.raw('mfa_secret IS NOT NULL AS mfa_enabled'),
    )
    .whereRaw('lower(email) = lower(?)', [email])
    .first();
}

/** What a password change checks: the stored hash, and whether `address` is a known one of the user's. */
export async function passwordCheckOf(
  db: Knex,
  userId: string,
  address: string,
): Promise<{ password_hash: string; known_address: boolean }> {
  return db('users').select('password_hash', knownAddressColumn(db, address)).where({ id: userId }).first();
}

/**
 * Stores a new password and ends every session and API token, in one transaction; answers the new
 * session generation.
 */
export function changePassword(db: Knex, userId: string, passwordHash: string): Promise<number> {
  return db.transaction(async (trx) => {
    await trx('users')
      .where({ id: userId })
      .update({ password_hash: passwordHash, updated_at: trx.fn.now() });
    await signOutEverywhere(trx, userId, 'passwordChanged');
    const [{ session_generation }] = await trx<{ id: string; session_generation: number }>('users')
      .select('session_generation')
      .where({ id: userId });
    return session_generation;
  });
}

/** The profile page: the user's own row and the active employees one may assign work to, by name. */
export async function profileOf(
  db: Knex,
  config: Pick<Config, 'requireStaffMfa'>,
  userId: string,
): Promise<{
  user: ProfileRow;
  employees: Pick<UserRow, 'id' | 'username'>[];
  /** Whether staff need two-factor sign-in (the shop's setting or REQUIRE_STAFF_MFA). */
  requireStaffMfa: boolean;
}> {
  const [user, employees, requireStaffMfa] = await Promise.all([
    db('users')
      .select(
        'username',
        'email',
        'assign_to',
        'role',
        'email_verified_at',
        db.raw('mfa_secret IS NOT NULL AS mfa_enabled'),
      )
      .where({ id: userId })
      .first(),
    db('users').select('id', 'username').where({ role: 'employee', disabled: false }).orderBy('username'),
    staffMfaRequired(db, config),
  ]);
  return { user, employees, requireStaffMfa };
}

/** A new name for one's account. */
export async function renameAccount(db: Knex, userId: string, username: string): Promise<void> {
  await db('users').where({ id: userId }).update({ username, updated_at: db.fn.now() });
}

/** A client assigns their work to an active employee; 404 for anyone else. */
export async function assignWorkTo(db: Knex, clientId: string, employeeId: string): Promise<void> {
  const employee = await db('users')
    .select('id')
    .where({ id: employeeId, role: 'employee', disabled: false })
    .first();
  if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
  await db('users').where({ id: clientId }).update({ assign_to: employee.id, updated_at: db.fn.now() });
}

/** Whether an account `id` exists, whatever its role or state. */
export async function userExists(db: Knex, id: string): Promise<boolean> {
  return !!(await db('users').select('id').where({ id }).first());
}
