import type { Role } from '@stitchdesk/shared';
import type { Middleware } from 'koa';
import { forbidden, unauthorized } from '../errors.ts';
import { verifyToken } from '../services/tokens.ts';

export interface AuthOptions {
  /** Roles allowed through; any signed-in user when absent. */
  roles?: Role[];
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const USER_BY_ID =
  'SELECT id, role, email, username, notifications_version, orders_version, disabled FROM users WHERE id = ?';
/** A named statement: each pooled connection parses and plans it once, not on every request. */
const PREPARED = { name: 'auth-user-by-id' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface UserRow {
  id: string;
  role: Role;
  email: string;
  username: string;
  notifications_version: number;
  orders_version: number;
  disabled: boolean;
}

/**
 * Requires `Authorization: Bearer <token>`. The user row is read on every request, so disabling an
 * account or changing a role takes effect at once rather than when the token expires; the role
 * checked is the database's.
 */
export function auth({ roles }: AuthOptions = {}): Middleware {
  return async (ctx, next) => {
    const match = BEARER.exec(ctx.get('Authorization'));
    if (!match) throw unauthorized('Authentication required');
    const { config, db } = ctx.deps;
    const claims = await verifyToken(config, match[1]);
    if (!claims || !UUID.test(claims.sub)) throw unauthorized('Invalid or expired token');
    // Raw SQL, one primary-key lookup: this runs on every request, and the query builder cost more
    // CPU than the database did.
    const { rows } = await db.raw<{ rows: UserRow[] }>(USER_BY_ID, [claims.sub]).options(PREPARED);
    const row = rows[0];
    if (!row || row.disabled) throw unauthorized('Invalid or expired token');
    if (roles && !roles.includes(row.role)) throw forbidden('You do not have access to this resource');
    ctx.state.user = {
      id: row.id,
      role: row.role,
      email: row.email,
      username: row.username,
      notificationsVersion: Number(row.notifications_version),
      ordersVersion: Number(row.orders_version),
    };
    await next();
  };
}
