import { Duplex, Readable } from 'node:stream';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/**
 * koa-compress, with a streamed body's failure carried to the answer. koa-compress joins a stream
 * to its encoder with `pipe()`, which does not pass errors on, and Koa silences the replaced
 * stream's errors: a file that failed to read halfway left its compressed answer open for ever,
 * the client waiting on a connection nothing would write to or close again. Destroying the
 * encoder with the error lets Koa end the connection and log the failure.
 */
export function compression(options?: compress.CompressOptions): Middleware {
  const encode = compress(options);
  return async (ctx, next) => {
    let source: Readable | null = null;
    await encode(ctx, async () => {
      await next();
      source = ctx.body instanceof Readable ? ctx.body : null;
    });
    const encoder: unknown = ctx.body;
    if (!source || encoder === source || !(encoder instanceof Duplex)) return;
    const from: Readable = source;
    if (from.errored) encoder.destroy(from.errored);
    else from.once('error', (error) => encoder.destroy(error));
  };
}
