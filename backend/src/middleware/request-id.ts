import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request an id (the client's X-Request-Id when well-formed, so a proxy's id carries
 * through), echoes it in the response and logs one line per request with it. The time spent is
 * also answered as `Server-Timing: app;dur=<ms>` (browser dev tools and the bench read it).
 */
export function requestId(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = WELL_FORMED.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ reqId: id });
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      const elapsed = performance.now() - started;
      // The handler's own time (a streamed or compressed body is still being sent after this).
      if (!ctx.headerSent) ctx.set('Server-Timing', `app;dur=${elapsed.toFixed(1)}`);
      const line = {
        method: ctx.method,
        url: ctx.originalUrl,
        status: ctx.status,
        ms: Math.round(elapsed),
      };
      if (ctx.path === '/healthz' || ctx.path === '/readyz') ctx.state.log.debug(line, 'request');
      else ctx.state.log.info(line, 'request');
    }
  };
}
