import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface Received {
  headers: Record<string, string>;
  body: string;
}

/** How the receiver answers the next request: a status, or held open until `release` is called. */
export type Answer = number | { hold: true };

/**
 * A webhook receiver on loopback, as a client's system would run one: it records every request and
 * answers from a script (`answers`, first come first served; 200 once the script is used up).
 */
export interface WebhookReceiver {
  url: string;
  received: Received[];
  answers: Answer[];
  /** Resolves with the first request (counting those already in) that `match` accepts. */
  waitFor(match: (r: Received) => boolean): Promise<Received>;
  /** Answers every held request with `status`. */
  release(status?: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const held: ServerResponse[] = [];
  const waiters: { match: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      );
      const entry = { headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      for (const waiter of [...waiters])
        if (waiter.match(entry)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(entry);
        }
      const answer = answers.shift() ?? 200;
      if (typeof answer === 'number') res.writeHead(answer).end('ok');
      else held.push(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    waitFor(match) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    release(status = 200) {
      for (const res of held.splice(0)) if (!res.destroyed) res.writeHead(status).end('ok');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The event a request carried. */
export function eventOf(r: Received): { type: string; timestamp: string; data: Record<string, unknown> } {
  return JSON.parse(r.body);
}
