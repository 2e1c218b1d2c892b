import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.ts';
import { ensureFirstAdmin } from './admin.ts';
import { verifyPassword } from './passwords.ts';

describe('ensureFirstAdmin', () => {
  const t = useTestContext();

  it('uses ADMIN_PASSWORD when given, and creates nobody once an admin exists', async () => {
    const created = await ensureFirstAdmin(t.db, 'owner@example.test', 'chosen-password');
    expect(created).toMatchObject({ email: 'owner@example.test', password: 'chosen-password' });
    const row = await t.db('users').where({ email: 'owner@example.test' }).first();
    expect(row.role).toBe('admin');
    expect(await verifyPassword(row.password_hash, 'chosen-password')).toBe(true);
    expect(await ensureFirstAdmin(t.db, 'other@example.test', 'another-password')).toBeNull();
  });
});
