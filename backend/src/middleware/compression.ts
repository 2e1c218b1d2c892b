import { Duplex, Readable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';

/** koa-compress's default: smaller answers go as they are. */
const THRESHOLD_BYTES = 1024;

/**
 * koa-compress, with a streamed body's failure carried to the answer. koa-compress joins a stream
 * to its encoder with `pipe()`, which does not pass errors on, and Koa silences the replaced
 * stream's errors: a file that failed to read halfway left its compressed answer open for ever,
 * the client waiting on a connection nothing would write to or close again. Destroying the
 * encoder with the error lets Koa end the connection and log the failure.
 *
 * The hook is the threshold, as a function (koa-compress's "functional properties"): it is called
 * only for an answer with a compressible body, while that body is still the source stream, so a 304
 * never reaches it and a JSON answer pays one instanceof.
 */
export function compression(): Middleware {
  const threshold = (_type: string, _size: number | undefined, ctx: Context) => {
    const source: unknown = ctx.body;
    if (source instanceof Readable) {
      const endAnswer = (error: Error) => {
        const answer: unknown = ctx.body;
        if (answer !== source && answer instanceof Duplex) answer.destroy(error);
      };
      // A source that failed already: once koa-compress has put its encoder in place (synchronously,
      // right after this call).
      if (source.errored) process.nextTick(endAnswer, source.errored);
      else source.once('error', endAnswer);
    }
    return THRESHOLD_BYTES;
  };
  // The published types know the threshold only as a number or a string.
  return compress({ threshold } as unknown as compress.CompressOptions);
}
