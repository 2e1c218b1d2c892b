import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can cut one connection at its COMMIT, as a network fault
 * or a database stopping would: the connections of a pool opened on `url` pass through it.
 *
 * Armed with `cutNextCommit(match, when)`, it watches what clients send: once a connection has sent
 * a statement containing `match` (knex's `insert into "orders"`, say), its next COMMIT is cut —
 * `'after'`: COMMIT reaches PostgreSQL, which commits, and the answer is dropped with the connection;
 * `'before'`: the connection is dropped with COMMIT unsent, so PostgreSQL rolls the transaction back.
 */
export interface PgProxy {
  /** `target` with the proxy's host and port. */
  url: string;
  /** Resolves once the cut is done (the client has lost its connection). */
  cutNextCommit(match: string, when: 'before' | 'after'): Promise<void>;
  close(): Promise<void>;
}

interface Armed {
  match: string;
  when: 'before' | 'after';
  done: () => void;
}

// Simple-protocol Query messages as knex sends a transaction's end: 'Q', length, text, NUL.
const COMMIT = /Q[\s\S]{4}COMMIT;?\0/;

export async function startPgProxy(target: string): Promise<PgProxy> {
  const to = new URL(target);
  let armed: Armed | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port), to.hostname);
    sockets.add(client).add(upstream);
    let matched: Armed | null = null;
    // The COMMIT was forwarded: its answer is the next thing PostgreSQL sends, and is dropped.
    let dropAnswer: (() => void) | null = null;
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      if (armed && text.includes(armed.match)) matched = armed;
      if (matched && matched === armed && COMMIT.test(text)) {
        const { when, done } = matched;
        armed = null;
        if (when === 'before') {
          cut();
          done();
          return;
        }
        dropAnswer = () => {
          cut();
          done();
        };
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (dropAnswer) dropAnswer();
      else client.write(chunk);
    });
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        other.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cutNextCommit(match, when) {
      return new Promise((resolve) => (armed = { match, when, done: resolve }));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
