import type { ApiError } from '@stitchdesk/shared';
import type { Context, Middleware } from 'koa';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/outage.ts';
import { throttledWarning } from '../lib/throttled-log.ts';
import { HttpError } from '../errors.ts';
import { isRecord } from '@stitchdesk/shared';
import { redactedUrl } from '../lib/redacted-url.ts';
import { messageOf } from '../lib/thrown.ts';
import { StitchThreadDied } from '../services/stitch/stitch-thread-died.ts';

/** When to ask again after a stitch worker ran out of time: the machine may be less busy then. */
export const STITCH_RETRY_AFTER_SECONDS = 30;

/** Errors from Koa and its body parser carry a status and say whether their text may be shown. */
function respond(
  ctx: Context,
  status: number,
  message: string,
  details?: ApiError['details'],
  retryAfterSeconds?: number,
) {
  ctx.status = status;
  ctx.body = {
    error: message,
    message,
    ...(details ? { details } : {}),
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  } satisfies ApiError;
}

/** Known framework errors, reworded for people. */
/** The answer to an error a library threw with a status (koa's ctx.throw, co-body, http-errors). */
function messageFor(error: Record<string, unknown>, status: number): string {
  // co-body reports unparsable JSON as a SyntaxError with status 400.
  if (error.type === 'entity.parse.failed' || (error instanceof SyntaxError && status === 400)) {
    return 'Malformed JSON in request body';
  }
  if (error.type === 'entity.too.large' || status === 413) return 'Request body too large';
  if (error.type === 'encoding.unsupported' || status === 415) return 'Unsupported request body';
  return error.expose && typeof error.message === 'string' && error.message
    ? error.message
    : 'Request failed';
}

/**
 * Turns every error into the API's error body (docs/product.md §API). Client errors say what went wrong;
 * anything unexpected is logged with the request id and answered with a bare 500 — never a stack.
 */
export function errorHandler(): Middleware {
  const warnOutage = throttledWarning();
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      // Whatever was half-written (headers from a handler) must not leak into the error response.
      ctx.remove('Content-Disposition');
      if (caught instanceof HttpError) {
        for (const [name, value] of Object.entries(caught.headers)) ctx.set(name, value);
        // The Retry-After seconds go in the body too, so a form can say when to try again.
        const retryAfter = Number(caught.headers['Retry-After']);
        respond(ctx, caught.status, caught.message, caught.details, retryAfter > 0 ? retryAfter : undefined);
        return;
      }
      if (caught instanceof StitchThreadDied) {
        // The stitch thread died alone; the API answers for it with the reason.
        ctx.state.log.warn({ reason: caught.message, url: ctx.originalUrl }, 'stitch worker died');
        if (caught.status === 503) ctx.set('Retry-After', String(STITCH_RETRY_AFTER_SECONDS));
        respond(
          ctx,
          caught.status,
          `The stitch file could not be processed: ${caught.message}`,
          undefined,
          caught.status === 503 ? STITCH_RETRY_AFTER_SECONDS : undefined,
        );
        return;
      }
      const error = isRecord(caught) ? caught : {};
      const status = error.status ?? error.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        respond(ctx, status, messageFor(error, status));
        return;
      }
      if (isDatabaseUnavailable(caught)) {
        const reason = messageOf(caught);
        warnOutage(
          ctx.state.log,
          { reason, method: ctx.method, url: redactedUrl(ctx.originalUrl) },
          'database unavailable',
        );
        ctx.set('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
        respond(ctx, 503, DATABASE_UNAVAILABLE);
        return;
      }
      ctx.state.log.error(
        { err: caught, method: ctx.method, url: redactedUrl(ctx.originalUrl) },
        'unhandled error',
      );
      respond(ctx, 500, 'Internal server error');
    }
  };
}
