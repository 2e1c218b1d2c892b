import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import type { Logger } from 'pino';

/**
 * How long, once draining, a kept-alive connection must have been idle before it is closed. A proxy
 * may write a request onto an idle connection at the very moment it is closed (the request is then
 * lost: nginx answers a POST with 502). During the grace a proxy either reuses the connection (its
 * answer says `Connection: close`, so the proxy drops it cleanly) or, finding no listener for a new
 * connection, stops sending here; only then is closing it safe.
 */
export const IDLE_GRACE_MS = 1000;
const SWEEP_EVERY_MS = 100;

export interface HttpDrain {
  /** True from the start of drain(): readiness answers 503. */
  isDraining(): boolean;
  /**
   * Stops accepting connections and lets running requests finish: every response from now on,
   * including those of requests already running, says `Connection: close`; a kept-alive connection
   * is closed once it has been idle for the grace. After `timeoutMs` whatever is still open is cut.
   */
  drain(timeoutMs: number, logger: Logger): Promise<void>;
}

interface Connection {
  /** Requests read and not yet answered. */
  busy: number;
  idleSince: number;
}

/**
 * Watches `server`'s connections so a shutdown can tell clients to stop reusing them, and close
 * only those nobody can be about to use. Answering in-flight requests with `Connection: close` means
 * no answered request is cut.
 */
export function trackForDrain(server: Server, { idleGraceMs = IDLE_GRACE_MS } = {}): HttpDrain {
  const connections = new Map<Socket, Connection>();
  const open = new Set<ServerResponse>();
  let drainStarted = 0;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // Before the app's own listener, so the header is set before any handler runs.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (connection) connection.busy += 1;
    if (drainStarted) response.setHeader('Connection', 'close');
    else open.add(response);
    response.once('close', () => {
      open.delete(response);
      if (connection) {
        connection.busy -= 1;
        connection.idleSince = performance.now();
      }
    });
  });

  const closeLongIdle = () => {
    const now = performance.now();
    for (const [socket, connection] of connections) {
      if (connection.busy === 0 && now - Math.max(connection.idleSince, drainStarted) >= idleGraceMs)
        socket.destroy();
    }
  };

  return {
    isDraining: () => drainStarted > 0,
    async drain(timeoutMs, logger) {
      drainStarted = performance.now();
      for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
      open.clear();
      // New connections are refused from now on: a proxy retries those elsewhere, POSTs included,
      // as nothing was sent.
      // (net's close, not http's: that one also closes every idle connection at once.)
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const sweep = setInterval(closeLongIdle, SWEEP_EVERY_MS);
      const cut = setTimeout(() => {
        logger.warn('requests still running after the drain timeout; closing their connections');
        server.closeAllConnections();
      }, timeoutMs);
      cut.unref();
      try {
        await closed;
      } finally {
        clearInterval(sweep);
        clearTimeout(cut);
      }
    },
  };
}
