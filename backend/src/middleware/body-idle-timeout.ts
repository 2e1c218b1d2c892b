import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Middleware, Next } from 'koa';

export const BODY_TIMED_OUT = 'The request body stopped arriving';

/** Whether a request still has a body to read. */
export function awaitsBody(req: IncomingMessage): boolean {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
  return hasBody && !req.complete;
}

/** Answers 408 with `message` (unless an answer has started) and closes the connection. */
export function endSlowBody(res: ServerResponse, message: string): void {
  const socket = res.req.socket;
  if (!res.headersSent) {
    const body = JSON.stringify({ error: message, message });
    res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
    res.end(body, () => socket.destroy());
  } else {
    socket.destroy();
  }
}

/**
 * Answers 408 and closes the connection when a request's body stops arriving for `idleMs`. Node's
 * own limit is the whole request's 300 s, so a slow or stalled upload held its connection, its
 * parser and its temporary file for five minutes. The timer runs only while the body is read.
 */
export function bodyIdleTimeout(idleMs: number): Middleware {
  const watch = async (ctx: Context, next: Next) => {
    const { req, res } = ctx;
    const socket = req.socket;
    const onIdle = () => endSlowBody(res, BODY_TIMED_OUT);
    const stop = () => {
      socket.setTimeout(0);
      req.removeListener('timeout', onIdle);
    };
    // On the request, not the socket: the server destroys a timed-out socket whose request has no
    // 'timeout' listener, before the 408 could be written.
    req.on('timeout', onIdle);
    socket.setTimeout(idleMs);
    req.once('end', stop);
    res.once('close', stop);
    await next();
  };
  // Not async for a request without a body (a GET): no promise of its own for nearly every request.
  return (ctx, next) => (awaitsBody(ctx.req) ? watch(ctx, next) : next());
}
