import type { ApiTokenScope, Role } from '@stitchdesk/shared';
import type { Logger } from 'pino';
import type { AppDeps } from './deps.ts';

/** The signed-in user, as `auth()` loads it from the database on every request. */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  username: string;
  notificationsVersion: number;
  /** How many notifications the user has (new ones move it; the version moves when they are read). */
  notificationsCount: number;
  /** users.orders_version: moves with every change to the user's order list (its ETag is built from it). */
  ordersVersion: number;
  /** The session this request's token belongs to (id null for tokens signed before sessions had one). */
  session: { id: string | null; expiresAt: number };
  /** The API token this request came with, or null for a session (middleware/auth.ts). */
  apiToken: { id: string; scopes: readonly ApiTokenScope[] } | null;
  /** Staff's overrides of the default limits for this client, null where the default applies. */
  allowances: { uploads: number | null; orders: number | null; storageQuotaMb: number | null };
  /** Two-factor sign-in is on for the account. */
  mfaEnabled: boolean;
}

declare module 'koa' {
  interface DefaultState {
    /** X-Request-Id of this request (taken from the client when well-formed, else generated). */
    requestId: string;
    /** The app logger bound to this request's id. */
    log: Logger;
    /** Set by `auth()`, whose `SignedIn` state types it as present for the handlers behind it. */
    user?: AuthUser;
  }
  interface DefaultContext {
    /** The app's dependencies, for middleware that has no other way to reach them (auth). */
    deps: AppDeps;
  }
}
