import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { API_PREFIX } from '@stitchdesk/shared';
import { connectionStringOf } from '../src/queue/migrate.ts';
import { hashPassword } from '../src/services/accounts/passwords.ts';
import { spawnNode, stopAllChildren, waitForOk, type Child } from './lib/children.ts';
import { num } from './lib/report.ts';
import { createClients, createUploads, settle, type SeededUser } from './lib/seed.ts';
import { startStitchdesk, type Stitchdesk } from './lib/stitchdesk.ts';

/*
 * `node backend/bench/webhooks.ts` (issue 27 item 8): with the API process running no workers and
 * 1, then 2 `npm run worker` processes beside it, on one embedded PostgreSQL:
 * - order creations per second, 16 clients at once, without and with a webhook endpoint each;
 * - the time from an order's commit (its 201 answer) to its webhook's arrival at a receiver on
 *   loopback: median and p99 over 200 orders placed one after another, and over the orders of the
 *   throughput turn with endpoints (workers busy).
 * BENCH_WEBHOOK_SECONDS (default 10) per throughput turn.
 */

const WORKER = path.resolve(import.meta.dirname, '../src/worker.ts');
const CLIENTS = 16;
const LATENCY_ORDERS = 200;
const seconds = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 10);

const arrivals = new Map<string, number>();
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = performance.now();
    const { data } = JSON.parse(Buffer.concat(chunks).toString()) as { data: { orderId: string } };
    if (!arrivals.has(data.orderId)) arrivals.set(data.orderId, at);
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

interface Client {
  authorization: string;
  files: string[];
}

async function prepare(server: Stitchdesk, prefix: string, users: SeededUser[], withEndpoint: boolean) {
  return Promise.all(
    users.map(async (user): Promise<Client> => {
      const authorization = `Bearer ${await server.tokenFor(user)}`;
      if (withEndpoint) {
        const response = await fetch(`${server.url}${API_PREFIX}/user/webhooks`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ url: receiverUrl, events: ['order.created'] }),
        });
        if (response.status !== 201)
          throw new Error(`${prefix}: endpoint ${response.status} ${await response.text()}`);
      }
      return { authorization, files: await createUploads(server.db, user.id, 3000) };
    }),
  );
}

async function place(
  server: Stitchdesk,
  client: Client,
  fileId: string,
): Promise<{ id: string; at: number }> {
  const response = await fetch(`${server.url}${API_PREFIX}/order/createorder/Digitizing`, {
    method: 'POST',
    headers: { authorization: client.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      digitizing: {
        orderTitle: `Hook ${fileId.slice(-6)}`,
        designCategory: 'Left Chest',
        designSize: { height: 3.5, width: 4 },
        otherInstructions: 'webhook bench',
        attachment: [{ url: `${server.url}${API_PREFIX}/files/${fileId}/logo.png`, name: 'logo.png' }],
      },
    }),
  });
  const at = performance.now();
  const body = (await response.json()) as { order?: { _id: string } };
  if (response.status !== 201) throw new Error(`order ${response.status} ${JSON.stringify(body)}`);
  return { id: body.order!._id, at };
}

async function rate(
  server: Stitchdesk,
  clients: Client[],
): Promise<{ perSecond: number; ids: string[]; placed: Map<string, number> }> {
  const ids: string[] = [];
  const placed = new Map<string, number>();
  const started = performance.now();
  const endAt = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      for (const fileId of client.files.splice(0)) {
        if (performance.now() >= endAt) return;
        const { id, at } = await place(server, client, fileId);
        ids.push(id);
        placed.set(id, at);
      }
    }),
  );
  return { perSecond: ids.length / ((performance.now() - started) / 1000), ids, placed };
}

async function waitForArrivals(ids: string[], timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (ids.some((id) => !arrivals.has(id))) {
    if (performance.now() - started > timeoutMs) throw new Error('webhooks did not all arrive');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

const passwordHash = await hashPassword('bench-password');
const lines: string[] = [];
try {
  for (const workerCount of [1, 2]) {
    const server = await startStitchdesk({ RUN_WORKERS: 'false', WEBHOOKS_ALLOW_PRIVATE: 'true' });
    const workers: Child[] = [];
    try {
      for (let i = 0; i < workerCount; i++) {
        const worker = spawnNode(WORKER, {
          DATABASE_URL: connectionStringOf(server.db),
          JWT_SECRET: server.jwtSecret,
          PUBLIC_URL: server.url,
          DATA_DIR: server.dataDir,
          WEBHOOKS_ALLOW_PRIVATE: 'true',
          LOG_LEVEL: 'warn',
        });
        workers.push(worker);
      }
      // A worker writes nothing at LOG_LEVEL=warn: it is up once the API answers and a job gets done (below).
      await waitForOk(`${server.url}/readyz`, workers[0]);
      const plain = await prepare(
        server,
        'plain',
        await createClients(server.db, 'plain', CLIENTS, passwordHash),
        false,
      );
      const hooked = await prepare(
        server,
        'hooked',
        await createClients(server.db, 'hooked', CLIENTS, passwordHash),
        true,
      );
      const [single] = await prepare(
        server,
        'single',
        await createClients(server.db, 'single', 1, passwordHash),
        true,
      );
      await settle(server.db);
      // Warm-up: one delivery end to end (workers started, JIT warm).
      await waitForArrivals([(await place(server, single, single.files.shift()!)).id]);

      const without = await rate(server, plain);
      const withHooks = await rate(server, hooked);
      const drain = await waitForArrivals(withHooks.ids);
      // The same commit → arrival while 16 clients place orders at once: the workers are busy.
      const underLoad = withHooks.ids.map((id) => arrivals.get(id)! - withHooks.placed.get(id)!);
      underLoad.sort((a, b) => a - b);

      const latencies: number[] = [];
      for (let i = 0; i < LATENCY_ORDERS; i++) {
        const { id, at } = await place(server, single, single.files.shift()!);
        await waitForArrivals([id]);
        latencies.push(arrivals.get(id)! - at);
      }
      latencies.sort((a, b) => a - b);
      lines.push(
        `${workerCount} worker process(es): ${num(without.perSecond)} orders/s without endpoints, ` +
          `${num(withHooks.perSecond)} orders/s with one endpoint per client (${withHooks.ids.length} webhooks, ` +
          `all arrived ${num(drain / 1000)} s after the last order; commit → arrival meanwhile: median ` +
          `${num(quantile(underLoad, 0.5))} ms, p99 ${num(quantile(underLoad, 0.99))} ms); ` +
          `commit → arrival over ${LATENCY_ORDERS} orders one at a time: ` +
          `median ${num(quantile(latencies, 0.5))} ms, p99 ${num(quantile(latencies, 0.99))} ms, max ${num(latencies.at(-1)!)} ms`,
      );
      process.stdout.write(`${lines.at(-1)}\n`);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await server.stop();
    }
  }
} finally {
  await stopAllChildren();
  receiver.close();
}
