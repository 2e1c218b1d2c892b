import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from './passwords.ts';

export interface CreatedAdmin {
  email: string;
  username: string;
  password: string;
}

/**
 * On a fresh installation there is nobody to run the staff console: create one admin with a
 * generated password (returned so the caller can show it once). Does nothing when any admin
 * exists; an advisory lock keeps two processes starting together from both creating one.
 */
export async function ensureFirstAdmin(
  db: Knex,
  adminEmail: string,
  /** ADMIN_PASSWORD, when the operator (or an end-to-end test) chose it; otherwise one is generated. */
  chosenPassword: string | null = null,
): Promise<CreatedAdmin | null> {
  return db.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext('stitchdesk:first-admin'))");
    const existing = await trx('users').where({ role: 'admin' }).first('id');
    if (existing) return null;
    const taken = await trx('users').whereRaw('lower(email) = lower(?)', [adminEmail]).first('id');
    if (taken) {
      throw new Error(
        `ADMIN_EMAIL ${adminEmail} already belongs to a non-admin account; set ADMIN_EMAIL to another address.`,
      );
    }
    // 144 random bits, URL-safe so it survives copy and paste.
    const password = chosenPassword ?? randomBytes(18).toString('base64url');
    const admin = { email: adminEmail, username: 'admin', password };
    await trx('users').insert({
      username: admin.username,
      email: admin.email,
      password_hash: await hashPassword(password),
      role: 'admin',
    });
    return admin;
  });
}

/** The one-time notice for the generated admin password, boxed so it stands out in the log stream. */
export function adminPasswordNotice({ email, password }: CreatedAdmin): string {
  const lines = [
    'Stitchdesk first run: an admin account was created.',
    '',
    `E-mail:   ${email}`,
    `Password: ${password}`,
    '',
    'This password is shown only this once. Sign in and keep it somewhere safe.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 4);
  return [`╔${rule}╗`, ...lines.map((line) => `║  ${line.padEnd(width)}  ║`), `╚${rule}╝`, ''].join('\n');
}
