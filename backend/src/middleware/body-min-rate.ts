import type { Middleware } from 'koa';
import { awaitsBody, endSlowBody } from './body-idle-timeout.ts';

export const BODY_TOO_SLOW = 'The request body arrived too slowly';

export interface BodyMinRate {
  /** Bytes a second a body must average over `windowMs`; 0: no minimum. */
  bytesPerSecond: number;
  windowMs: number;
}

/** Samples a window is checked with. */
const SAMPLES_PER_WINDOW = 10;

/**
 * Answers 408 and closes the connection when a request's body averages less than `bytesPerSecond`
 * over any `windowMs` while it is read. The idle timeout fires only when a body stops: one byte
 * every 10 s held a connection for ever (an attack run had them open after 200 s), and a few
 * hundred such hold the server. Bytes are counted on the socket (reading the body here would take
 * it from the route); a window in which the route had not yet read what came (the request's buffer
 * not empty: a slow disk or bucket pausing the upload) is not held against the client.
 */
export function bodyMinRate({ bytesPerSecond, windowMs }: BodyMinRate): Middleware {
  const required = (bytesPerSecond * windowMs) / 1000;
  return async (ctx, next) => {
    const { req, res } = ctx;
    if (bytesPerSecond <= 0 || !awaitsBody(req)) return next();
    const socket = req.socket;
    let samples = [{ at: performance.now(), bytes: socket.bytesRead }];
    const timer = setInterval(() => {
      const now = { at: performance.now(), bytes: socket.bytesRead };
      if (req.readableLength > 0) {
        samples = [now];
        return;
      }
      samples.push(now);
      while (samples.length > 1 && samples[1].at <= now.at - windowMs) samples.shift();
      const from = samples[0];
      if (from.at <= now.at - windowMs && now.bytes - from.bytes < required) {
        stop();
        endSlowBody(res, BODY_TOO_SLOW);
      }
    }, windowMs / SAMPLES_PER_WINDOW);
    timer.unref();
    const stop = () => clearInterval(timer);
    req.once('end', stop);
    res.once('close', stop);
    await next();
  };
}
