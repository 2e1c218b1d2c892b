import type { Role } from '@stitchdesk/shared';
import type { Middleware } from 'koa';
import { forbidden, unauthorized } from '../errors.ts';
import { verifyToken } from '../services/tokens.ts';

export interface AuthOptions {
  /** Roles allowed through; any signed-in user when absent. */
  roles?: Role[];
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface UserRow {
  id: string;
  role: Role;
  email: string;
  username: string;
  notifications_version: number;
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
    const row = await db<UserRow>('users')
      .select('id', 'role', 'email', 'username', 'notifications_version', 'disabled')
      .where({ id: claims.sub })
      .first();
    if (!row || row.disabled) throw unauthorized('Invalid or expired token');
    if (roles && !roles.includes(row.role)) throw forbidden('You do not have access to this resource');
    ctx.state.user = {
      id: row.id,
      role: row.role,
      email: row.email,
      username: row.username,
      notificationsVersion: Number(row.notifications_version),
    };
    await next();
  };
}
