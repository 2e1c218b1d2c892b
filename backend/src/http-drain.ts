import type { ServerResponse, Server } from 'node:http';
import type { Logger } from 'pino';

/** How often, while draining, connections that have just become idle are closed. */
const IDLE_SWEEP_MS = 50;

export interface HttpDrain {
  /**
   * Stops accepting connections and lets running requests finish: every response from now on,
   * including those of requests already running, says `Connection: close`, and kept-alive
   * connections are closed as soon as they are idle (at once and then as they become so). After
   * `timeoutMs` whatever is still open is cut.
   */
  drain(timeoutMs: number, logger: Logger): Promise<void>;
}

/**
 * Watches `server`'s responses so a shutdown can tell clients to stop reusing their connection.
 * Closing a kept-alive connection a client is about to reuse can only lose a request that was never
 * read; answering in-flight requests with `Connection: close` means no answered request is cut.
 */
export function trackForDrain(server: Server): HttpDrain {
  const open = new Set<ServerResponse>();
  let draining = false;
  // Before the app's own listener, so the header is set before any handler runs.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) response.setHeader('Connection', 'close');
    else {
      open.add(response);
      response.once('close', () => open.delete(response));
    }
  });

  return {
    async drain(timeoutMs, logger) {
      draining = true;
      for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
      open.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
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
