import { isStaffRole, type ApiTokenScope, type Role } from '@stitchdesk/shared';
import type { Context, DefaultState, Middleware } from 'koa';
import { forbidden, tooManyRequests, unauthorized } from '../errors.ts';
import { isUuid } from '../lib/ids.ts';
import { isApiToken, useApiToken } from '../services/accounts/api-tokens.ts';
import { sessionIsLive } from '../services/accounts/sessions.ts';
import { staffMfaRequired } from '../services/accounts/staff-mfa.ts';
import { verifiedClaims, verifyToken } from '../services/accounts/tokens.ts';
import type { AuthUserRow } from '../services/accounts/user-cache.ts';
import type { AuthUser } from '../state.ts';

/** The state after `auth()`: handlers behind it read `ctx.state.user` as present. */
export interface SignedIn extends DefaultState {
  user: AuthUser;
}

export interface AuthOptions {
  /** Roles allowed through; any signed-in user when absent. */
  roles?: readonly Role[];
  /** The scope an API token needs here; without one, only a session is accepted. */
  scope?: ApiTokenScope;
}

export const TOKEN_NOT_ACCEPTED = 'API tokens cannot be used on this endpoint; sign in instead';
export const TOKEN_RATE_LIMITED = 'Too many requests with this API token. Please try again later.';
export const STAFF_MFA_REQUIRED =
  'Turn on two-factor sign-in first: the console opens once it is on (Security).';
export const missingScope = (scope: ApiTokenScope) => `This API token lacks the "${scope}" scope`;
const INVALID = 'Invalid or expired token';

function authUserOf(row: AuthUserRow, rest: Pick<AuthUser, 'session' | 'apiToken'>): AuthUser {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    username: row.username,
    notificationsVersion: Number(row.notifications_version),
    notificationsCount: Number(row.notifications_count),
    ordersVersion: Number(row.orders_version),
    allowances: {
      uploads: row.upload_allowance,
      orders: row.order_allowance,
      storageQuotaMb: row.storage_quota_mb,
    },
    mfaEnabled: row.mfa_enabled,
    ...rest,
  };
}

/**
 * A client's personal API token (issue 27): looked up on every call, so a revoked one fails at once
 * in every process; its user's row comes from the user cache as a session's does. Each token has its
 * own rate limit, on top of the route's limits, which count against its user as a session's calls do.
 */
async function tokenUser(ctx: Context, bearer: string, scope: ApiTokenScope | undefined): Promise<AuthUser> {
  const { config, db, users } = ctx.deps;
  const token = await useApiToken(db, bearer, {
    limit: config.apiTokenRateLimit,
    windowSeconds: config.apiTokenRateWindowSeconds,
  });
  if (!token) throw unauthorized(INVALID);
  const row = await users.get(token.user_id);
  if (!row || row.disabled || row.role !== 'client') throw unauthorized(INVALID);
  if (!scope) throw forbidden(TOKEN_NOT_ACCEPTED);
  if (!token.scopes.includes(scope)) throw forbidden(missingScope(scope));
  if (token.limitedForSeconds !== null) throw tooManyRequests(TOKEN_RATE_LIMITED, token.limitedForSeconds);
  return authUserOf(row, {
    session: { id: null, expiresAt: 0 },
    apiToken: { id: token.id, scopes: token.scopes },
  });
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Requires `Authorization: Bearer <token>`. The user's row comes from the user cache, which forgets
 * a row as soon as it changes in the database, so disabling an account or changing a role takes
 * effect at once rather than when the token expires; the role checked is the database's. A bearer
 * value starting `sdk_` is an API token instead, accepted only where `scope` is given and held.
 */
export function auth(options: AuthOptions = {}): Middleware<SignedIn> {
  const staffOnly = options.roles !== undefined && options.roles.every((role) => isStaffRole(role));
  return async (ctx, next) => {
    const user = bearerUser(ctx, options);
    ctx.state.user = user instanceof Promise ? await user : user;
    // Where the shop requires two-factor sign-in of staff, the console's routes refuse an account
    // without it, whatever the UI does; the account can still reach /user/mfa/* to turn it on.
    if (staffOnly && !ctx.state.user.mfaEnabled && (await staffMfaRequired(ctx.deps.db, ctx.deps.config)))
      throw forbidden(STAFF_MFA_REQUIRED);
    return next();
  };
}

/** The user `Authorization: Bearer` names, as `auth()` checks it (401/403 otherwise). */
export async function authenticate(ctx: Context, options: AuthOptions = {}): Promise<AuthUser> {
  return bearerUser(ctx, options);
}

/**
 * The bearer's user, without an await when its token and row are already in memory (every poll
 * after the first): no promise and no turn of the microtask queue for either.
 */
function bearerUser(ctx: Context, { roles, scope }: AuthOptions): AuthUser | Promise<AuthUser> {
  const match = BEARER.exec(ctx.get('Authorization'));
  if (!match) throw unauthorized('Authentication required');
  const bearer = match[1];
  if (isApiToken(bearer))
    return tokenUser(ctx, bearer, scope).then((user) => {
      if (roles && !roles.includes(user.role)) throw forbidden(TOKEN_NOT_ACCEPTED);
      return user;
    });
  const { config, users } = ctx.deps;
  const remembered = verifiedClaims(config, bearer);
  if (remembered !== undefined) {
    if (!remembered || !isUuid(remembered.sub)) throw unauthorized(INVALID);
    const row = users.peek(remembered.sub);
    if (row) return sessionUser(remembered, row, roles);
  }
  return (async () => {
    const claims = remembered === undefined ? await verifyToken(config, bearer) : remembered;
    if (!claims || !isUuid(claims.sub)) throw unauthorized(INVALID);
    return sessionUser(claims, await users.get(claims.sub), roles);
  })();
}

/** A session's user from its verified claims and its row (401 when either no longer holds, 403 by role). */
function sessionUser(
  claims: NonNullable<Awaited<ReturnType<typeof verifyToken>>>,
  row: AuthUserRow | null | undefined,
  roles: readonly Role[] | undefined,
): AuthUser {
  if (!row || row.disabled || !sessionIsLive(row, claims)) throw unauthorized(INVALID);
  if (roles && !roles.includes(row.role)) throw forbidden('You do not have access to this resource');
  return authUserOf(row, {
    session: { id: claims.sid ?? null, expiresAt: claims.exp },
    apiToken: null,
  });
}
