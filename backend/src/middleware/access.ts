import { ADMIN_ROLES, STAFF_ROLES, type ApiTokenScope, type Role } from '@stitchdesk/shared';
import type { DefaultState, Middleware } from 'koa';
import { auth, type SignedIn } from './auth.ts';
import { signedUrl, type WithSignedFile } from './signed-url.ts';

/*
 * Who may call a route, as one of a few named policies: a route names its policy (`access`) and
 * defineRoute puts the matching gate first in its pipeline, and the OpenAPI document says it in words.
 */

interface Policy {
  /** What the OpenAPI document says of it. */
  readonly text: string;
  /** Signed-in callers only (a bearer token), limited to `roles` when given. */
  readonly token: boolean;
  readonly roles?: readonly Role[];
}

export const POLICIES = {
  public: { text: 'No token.', token: false },
  signedIn: { text: 'Any signed-in user (bearer token); acts on the caller’s own data.', token: true },
  client: {
    text: 'Clients only (bearer token); acts on the caller’s own orders.',
    token: true,
    roles: ['client'],
  },
  staff: { text: 'Employees and admins (bearer token).', token: true, roles: STAFF_ROLES },
  admin: { text: 'Admins only (bearer token).', token: true, roles: ADMIN_ROLES },
  signedUrl: {
    text: 'No token: the URL’s signature (exp, sig) is the permission. Without them, the bearer token of the client whose file it is: a session, or an API token with files:read.',
    token: false,
  },
} as const satisfies Record<string, Policy>;

export type Access = keyof typeof POLICIES;
export type TokenAccess = { [A in Access]: (typeof POLICIES)[A]['token'] extends true ? A : never }[Access];

/** The state a policy's gate leaves for the rest of the route. */
export type AccessState<A extends Access> = A extends TokenAccess
  ? SignedIn
  : A extends 'signedUrl'
    ? WithSignedFile
    : DefaultState;

/** Whether `role` may call a route of `access` (a signed-in caller; anonymous ones need `token` false). */
export function allows(access: Access, role: Role): boolean {
  const policy: Policy = POLICIES[access];
  return !policy.roles || policy.roles.includes(role);
}

/** The policies a client may call, and so the only ones an API token's `scope` can open. */
export type ClientAccess = 'signedIn' | 'client';

/**
 * The middleware that enforces `access`, or null when anyone may call. `scope`: an API token holding
 * it may call too (a client's token: staff policies never take one); without it only a session may.
 */
export function accessGate(access: Access, scope?: ApiTokenScope): Middleware | null {
  if (access === 'signedUrl') return signedUrl() as Middleware;
  const policy: Policy = POLICIES[access];
  if (!policy.token) return null;
  return auth({
    ...(policy.roles ? { roles: policy.roles } : {}),
    ...(scope ? { scope } : {}),
  }) as Middleware;
}
