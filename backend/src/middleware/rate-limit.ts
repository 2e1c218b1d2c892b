import type { DefaultState, Middleware, ParameterizedContext } from 'koa';
import { throttle } from '../lib/throttle.ts';
import { answering } from './answers.ts';

/** `S`: the state the route has when the limit counts (a signed-in route's names its user). */
export interface RateLimitOptions<S extends DefaultState = DefaultState> {
  bucket: string;
  /** A number, or one read from the request (a client's own allowance). */
  limit: number | ((ctx: ParameterizedContext<S>) => number);
  windowSeconds: number;
  /** Who is counted; the client's IP by default. */
  key?: (ctx: ParameterizedContext<S>) => string;
  message?: string;
}

/** Counts every request through it against a database-backed limit (see lib/throttle.ts). */
export function rateLimit<S extends DefaultState = DefaultState>(
  options: RateLimitOptions<S>,
): Middleware<S> {
  const limited: Middleware<S> = async (ctx, next) => {
    await throttle(ctx.deps.db, {
      bucket: options.bucket,
      key: options.key ? options.key(ctx) : ctx.ip,
      limit: typeof options.limit === 'function' ? options.limit(ctx) : options.limit,
      windowSeconds: options.windowSeconds,
      message: options.message,
    });
    await next();
  };
  return answering([429], limited);
}

/**
 * A limit per signed-in user, so a client's API tokens share one allowance with its sessions; the
 * refusal reads "Too many {what}. Please try again later."
 */
export function userRateLimit<S extends DefaultState & { user: { id: string } }>(
  options: Omit<RateLimitOptions<S>, 'key' | 'message'> & { what: string },
): Middleware<S> {
  const { what, ...limit } = options;
  return rateLimit<S>({
    ...limit,
    key: (ctx) => ctx.state.user.id,
    message: `Too many ${what}. Please try again later.`,
  });
}
