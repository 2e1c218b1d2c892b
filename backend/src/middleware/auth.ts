import type { Role } from '@stitchdesk/shared';
import type { DefaultState, Middleware } from 'koa';
import { forbidden, unauthorized } from '../errors.ts';
import { isUuid } from '../lib/ids.ts';
import { sessionIsLive } from '../services/accounts/sessions.ts';
import { verifyToken } from '../services/accounts/tokens.ts';
import type { AuthUser } from '../state.ts';

/** The state after `auth()`: handlers behind it read `ctx.state.user` as present. */
export interface SignedIn extends DefaultState {
  user: AuthUser;
}

export interface AuthOptions {
  /** Roles allowed through; any signed-in user when absent. */
  roles?: readonly Role[];
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Requires `Authorization: Bearer <token>`. The user's row comes from the user cache, which forgets
 * a row as soon as it changes in the database, so disabling an account or changing a role takes
 * effect at once rather than when the token expires; the role checked is the database's.
 */
export function auth({ roles }: AuthOptions = {}): Middleware<SignedIn> {
  return async (ctx, next) => {
    const match = BEARER.exec(ctx.get('Authorization'));
    if (!match) throw unauthorized('Authentication required');
    const { config, users } = ctx.deps;
    const claims = await verifyToken(config, match[1]);
    if (!claims || !isUuid(claims.sub)) throw unauthorized('Invalid or expired token');
    const row = await users.get(claims.sub);
    if (!row || row.disabled || !sessionIsLive(row, claims)) throw unauthorized('Invalid or expired token');
    if (roles && !roles.includes(row.role)) throw forbidden('You do not have access to this resource');
    ctx.state.user = {
      id: row.id,
      role: row.role,
      email: row.email,
      username: row.username,
      notificationsVersion: Number(row.notifications_version),
      notificationsCount: Number(row.notifications_count),
      ordersVersion: Number(row.orders_version),
      session: { id: claims.sid ?? null, expiresAt: claims.exp },
    };
    await next();
  };
}
