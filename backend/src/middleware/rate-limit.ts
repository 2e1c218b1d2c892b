import type { Context, Middleware } from 'koa';
import { throttle } from '../lib/throttle.ts';

export interface RateLimitOptions {
  bucket: string;
  /** A number, or one read from the request (a client's own allowance). */
  limit: number | ((ctx: Context) => number);
  windowSeconds: number;
  /** Who is counted; the client's IP by default. */
  key?: (ctx: Context) => string;
  message?: string;
}

/** Counts every request through it against a database-backed limit (see lib/throttle.ts). */
export function rateLimit(options: RateLimitOptions): Middleware {
  return async (ctx, next) => {
    await throttle(ctx.deps.db, {
      bucket: options.bucket,
      key: options.key ? options.key(ctx) : ctx.ip,
      limit: typeof options.limit === 'function' ? options.limit(ctx) : options.limit,
      windowSeconds: options.windowSeconds,
      message: options.message,
    });
    await next();
  };
}
