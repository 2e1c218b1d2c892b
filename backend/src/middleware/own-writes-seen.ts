import type { Middleware } from 'koa';
import type { UserCache } from '../services/accounts/user-cache.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A signed-in user's write is answered only once this process has applied every user-row change
 * committed before the answer (UserCache.sync): the versions that name the cached lists (orders,
 * notifications) move in the database, by trigger, and reach this process's user cache by NOTIFY,
 * so without the wait the client's next request could still be answered 304 with its old list.
 * One round trip per write, and no write has to name the users it changed.
 */
export function ownWritesSeen(users: Pick<UserCache, 'sync'>): Middleware {
  return async (ctx, next) => {
    if (!WRITE_METHODS.has(ctx.method)) return next();
    await next();
    if (!ctx.state.user) return;
    // The write has committed: an outage now only delays the change reaching this cache (its
    // notification, or the cache's age bound), which is no reason to answer it as failed.
    await users.sync().catch(() => undefined);
  };
}
