import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { redactedUrl } from '../lib/redacted-url.ts';
import type { AuthUser } from '../state.ts';

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Koa's `ctx.state` for one request (see DefaultState in state.ts). */
class RequestState {
  readonly requestId: string;
  // Declared here so every state object has one shape, however far the request gets.
  user?: AuthUser;
  body?: unknown;
  query?: unknown;
  params?: unknown;
  readonly #logger: Logger;
  #log: Logger | undefined;

  constructor(logger: Logger, requestId: string) {
    this.#logger = logger;
    this.requestId = requestId;
  }

  /** The app logger bound to this request's id. */
  get log(): Logger {
    return (this.#log ??= this.#logger.child({ reqId: this.requestId }));
  }
}

/**
 * Gives every request an id (the client's X-Request-Id when well-formed, so a proxy's id carries
 * through), echoes it in the response and logs one line per request with it. The time spent is
 * also answered as `Server-Timing: app;dur=<ms>` (browser dev tools and the bench read it).
 *
 * `ctx.state` becomes a RequestState, whose `log` (the logger bound to the id) is made on first use:
 * most requests log nothing at the production level, and making a pino child for each (or defining
 * a lazy property on each state object) cost a tenth of an unchanged poll's throughput.
 */
export function requestId(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = WELL_FORMED.test(incoming) ? incoming : randomUUID();
    ctx.state = new RequestState(logger, id);
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      const elapsed = performance.now() - started;
      // The handler's own time (a streamed or compressed body is still being sent after this). Not on
      // a 304: that is the unchanged poll, answered thousands of times a second in well under 1 ms.
      if (!ctx.headerSent && ctx.status !== 304) ctx.set('Server-Timing', `app;dur=${elapsed.toFixed(1)}`);
      // Above info (LOG_LEVEL=warn) neither level logs, and the path is not even read.
      const level =
        logger.isLevelEnabled('info') && ctx.path !== '/healthz' && ctx.path !== '/readyz' ? 'info' : 'debug';
      if (logger.isLevelEnabled(level)) {
        const line = {
          method: ctx.method,
          url: redactedUrl(ctx.originalUrl),
          status: ctx.status,
          ms: Math.round(elapsed),
        };
        ctx.state.log[level](line, 'request');
      }
    }
  };
}
