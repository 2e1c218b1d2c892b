import type { Middleware } from 'koa';
import { tooLarge } from '../errors.ts';

declare module 'koa' {
  interface Request {
    /** The body's bytes as they arrived, for a path whose signature covers them (rawBody()). */
    rawBytes?: Buffer;
  }
}

/**
 * Reads the body as bytes, unparsed, up to `limitBytes` (413 past it), into `ctx.request.rawBytes`:
 * for a webhook whose sender signs the exact bytes (Stripe), where JSON parsing would lose them.
 */
export function rawBody(limitBytes: number): Middleware {
  return async (ctx, next) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limitBytes) throw tooLarge(`The request body is larger than ${limitBytes} bytes`);
      chunks.push(chunk);
    }
    ctx.request.rawBytes = Buffer.concat(chunks);
    await next();
  };
}
