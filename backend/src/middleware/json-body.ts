import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { badRequest } from '../errors.ts';
import { errorCode } from '../lib/thrown.ts';

/** The methods whose bodies are read (the parser's own default). */
const PARSED_METHODS = ['POST', 'PUT', 'PATCH'];

/** Whether jsonBody() reads the body of a request made with `method`. */
export const hasParsedMethod = (method: string) => PARSED_METHODS.includes(method);

export const UNDECODABLE_BODY = 'The request body could not be decoded (Content-Encoding)';

/** zlib's codes for input that is not what its Content-Encoding claims (brotli's name the exact fault). */
const isDecodingError = (code: string) =>
  ['Z_DATA_ERROR', 'Z_BUF_ERROR', 'Z_NEED_DICT'].includes(code) || /^ERR_(_ERROR_|BROTLI)/.test(code);

/**
 * JSON bodies up to `limit`. The parser inflates gzip/deflate/br bodies itself; a body that does
 * not inflate is the client's fault (400), where zlib's error used to reach the client as a 500.
 */
export function jsonBody(limit: string): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limit, parsedMethods: PARSED_METHODS });
  return async (ctx, next) => {
    // What the parser would pass by (a GET, a poll above all), without its two awaits.
    if (!hasParsedMethod(ctx.method)) return next();
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
      });
    } catch (error) {
      const code = errorCode(error);
      if (code !== undefined && isDecodingError(code)) throw badRequest(UNDECODABLE_BODY);
      throw error;
    }
    if (parsed) await next();
  };
}
