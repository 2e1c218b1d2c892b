import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@stitchdesk/shared';
import type { Middleware } from 'koa';
import { badRequest } from '../errors.ts';

declare module 'koa' {
  interface DefaultState {
    /** The request's Idempotency-Key header, when it sent a well-formed one. */
    idempotencyKey?: string;
  }
}

/** Reads the optional Idempotency-Key header; a malformed one is a 400, never silently ignored. */
export const readIdempotencyKey: Middleware = (ctx, next) => {
  const raw = ctx.get(IDEMPOTENCY_KEY_HEADER);
  if (raw !== '') {
    const parsed = idempotencyKeySchema.safeParse(raw);
    if (!parsed.success) {
      const message = parsed.error.issues[0].message;
      throw badRequest(message, [{ path: IDEMPOTENCY_KEY_HEADER, message }]);
    }
    ctx.state.idempotencyKey = parsed.data;
  }
  return next();
};
