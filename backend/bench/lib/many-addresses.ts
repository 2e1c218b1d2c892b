import http from 'node:http';
import { quantile } from './fetch-raw.ts';
import type { CpuMeter, LoadStats } from './load.ts';

/*
 * A closed-loop load whose connections each come from an address of their own (127.0.0.2, .3…:
 * all of 127.0.0.0/8 is loopback on Linux). The product limits logins per client address (4 under
 * way at once, attempts per 15 minutes); autocannon sends everything from one address, so it
 * measured those limits (thousands of 429s) instead of the login. Here each address has one
 * request under way at a time, as a person at one computer does.
 */

export interface AddressLoad {
  url: string;
  connections: number;
  seconds: number;
  method: string;
  headers: Record<string, string>;
  /** The body of the n-th request (counted over all connections). */
  body(n: number): string;
}

/** The source address of connection `i` (0-based). */
export const sourceAddress = (i: number): string => `127.0.0.${2 + i}`;

function send(
  agent: http.Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { agent, method, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function loadFromAddresses(
  load: AddressLoad,
  meters: Record<string, CpuMeter> = {},
): Promise<LoadStats> {
  const url = new URL(load.url);
  if (!url.hostname.startsWith('127.')) throw new Error(`not a loopback target: ${load.url}`);
  if (load.connections > 250) throw new Error('at most 250 source addresses');
  const before = Object.fromEntries(Object.entries(meters).map(([name, meter]) => [name, meter()]));
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const until = started + load.seconds * 1000;
  await Promise.all(
    Array.from({ length: load.connections }, async (_, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: sourceAddress(i) });
      try {
        while (performance.now() < until) {
          const t0 = performance.now();
          try {
            const status = await send(agent, url, load.method, load.headers, load.body(sent++));
            statuses[status] = (statuses[status] ?? 0) + 1;
            latencies.push(performance.now() - t0);
          } catch {
            errors += 1;
          }
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = Object.fromEntries(
    Object.entries(meters).map(([name, meter]) => [name, meter() - before[name]]),
  );
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: latencies.length ? quantile(latencies, 0.5) : 0,
    p99: latencies.length ? quantile(latencies, 0.99) : 0,
    errors,
    statuses,
    cpu,
  };
}
