import { randomBytes } from 'node:crypto';
import { API_PREFIX, type CreateOrderResponse, type UploadResponse } from '@stitchdesk/shared';
import type { RequestStep } from 'autocannon';
import { startBaseline } from '../lib/children.ts';
import { baselineScript, type BenchContext } from '../lib/context.ts';
import { cannon, cpuPerRequest } from '../lib/load.ts';
import { ms, num, pct, type Row } from '../lib/report.ts';
import { createClients, createOrders, settle } from '../lib/seed.ts';
import { multipartBuffer } from '../lib/upload.ts';

const CLIENTS = 200;
export const MIXED_P99_TARGET_MS = 1000;
/**
 * After the measured time no new uploads or orders start, but polls and lists go on for this long,
 * so every order already asked for gets its answer before the load generator stops (an answer cut
 * off at the end would make a stored order look like one nobody was told about).
 */
const DRAIN_SECONDS = 5;
const SEEDED_ORDERS = 2;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Step = 'poll' | 'list' | 'detail' | 'upload' | 'create';
const EXPECTED: Record<Step, number[]> = {
  poll: [200, 304],
  list: [200],
  detail: [200],
  upload: [201],
  create: [201],
};

function header(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * 200 concurrent connections, each looping through one client's visit: poll notifications (with the
 * ETag it last saw), list orders, open one, upload a 32 KiB picture and place an order with it.
 * Every answer that is not the expected status is an error; the orders answered 201 must all be in
 * the database afterwards.
 */
export async function mixedScenario(ctx: BenchContext): Promise<Row[]> {
  const { server } = ctx;
  const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
  ctx.log(`mixed: seeding ${CLIENTS} clients`);
  const users = await createClients(server.db, 'mixed', CLIENTS, ctx.passwordHash);
  const clients = await Promise.all(
    users.map(async (user) => ({
      ...user,
      authorization: `Bearer ${await server.tokenFor(user)}`,
      orders: await createOrders(server.db, user.id, SEEDED_ORDERS),
      etag: '',
    })),
  );
  await settle(server.db);
  const picture = multipartBuffer(
    Buffer.concat([PNG_SIGNATURE, randomBytes(32 * 1024)]),
    'logo.png',
    'image/png',
  );

  const statuses: Record<Step, Record<number, number>> = {
    poll: {},
    list: {},
    detail: {},
    upload: {},
    create: {},
  };
  const created: string[] = [];
  let skippedCreates = 0;
  let next = 0;
  let draining = false;
  const count = (step: Step, status: number) => {
    statuses[step][status] = (statuses[step][status] ?? 0) + 1;
  };
  const clientOf = (context: Record<string, unknown>) => clients[context.client as number];
  const api = (path: string) => `${API_PREFIX}${path}`;

  const steps: RequestStep[] = [
    {
      method: 'GET',
      path: api('/user/getuser/notifications'),
      setupRequest: (request, context) => {
        context.client = next++ % clients.length;
        const client = clientOf(context);
        const headers: Record<string, string> = { authorization: client.authorization };
        if (client.etag) headers['if-none-match'] = client.etag;
        return { ...request, headers };
      },
      onResponse: (status, _body, context, headers) => {
        count('poll', status);
        const etag = header(headers, 'etag');
        if (status === 200 && etag) clientOf(context).etag = etag;
      },
    },
    {
      method: 'GET',
      path: api('/order/getorder'),
      setupRequest: (request, context) => ({
        ...request,
        headers: { authorization: clientOf(context).authorization },
      }),
      onResponse: (status) => count('list', status),
    },
    {
      method: 'GET',
      setupRequest: (request, context) => {
        const client = clientOf(context);
        const orderId = client.orders[Math.floor(Math.random() * client.orders.length)];
        return {
          ...request,
          path: api(`/order/getorder/${orderId}`),
          headers: { authorization: client.authorization },
        };
      },
      onResponse: (status) => count('detail', status),
    },
    {
      method: 'POST',
      path: api('/uploads'),
      body: picture.body,
      // While draining, start over at the poll instead (null restarts the sequence).
      setupRequest: (request, context) =>
        draining
          ? null
          : {
              ...request,
              headers: {
                authorization: clientOf(context).authorization,
                'content-type': picture.contentType,
              },
            },
      onResponse: (status, body, context) => {
        count('upload', status);
        if (status === 201) context.upload = (JSON.parse(body) as UploadResponse).url;
      },
    },
    {
      method: 'POST',
      path: api('/order/createorder/Digitizing'),
      setupRequest: (request, context) => {
        if (draining) return null;
        if (typeof context.upload !== 'string') {
          skippedCreates += 1;
          return null;
        }
        const block = {
          orderTitle: `Mixed load order ${next}`,
          designName: 'Crest',
          designCategory: 'Left Chest',
          designSize: { height: 3.5, width: 4 },
          otherInstructions: 'Placed by the benchmark',
          attachment: [{ url: context.upload, name: 'logo.png' }],
        };
        return {
          ...request,
          headers: { authorization: clientOf(context).authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ digitizing: block }),
        };
      },
      onResponse: (status, body) => {
        count('create', status);
        if (status === 201) created.push((JSON.parse(body) as CreateOrderResponse).order._id);
      },
    },
  ];

  ctx.log(`mixed: ${CLIENTS} connections for ${seconds}s (+${DRAIN_SECONDS}s without new orders)`);
  const drainTimer = setTimeout(() => {
    draining = true;
  }, seconds * 1000);
  const mixed = await cannon(
    {
      url: server.url,
      connections: CLIENTS,
      duration: seconds + DRAIN_SECONDS,
      timeout: 30,
      requests: steps,
    },
    server.meters,
  );
  clearTimeout(drainTimer);
  const bare = await startBaseline(baselineScript('bare-koa.ts'));
  let baseline;
  try {
    baseline = await cannon({ url: bare.url, connections: CLIENTS, duration: Math.min(5, seconds) });
  } finally {
    await bare.child.stop();
  }

  const [{ total }] = await server
    .db('orders')
    .whereIn(
      'user_id',
      users.map((u) => u.id),
    )
    .count({ total: '*' });
  const inDatabase = Number(total) - CLIENTS * SEEDED_ORDERS;
  let found = 0;
  for (let i = 0; i < created.length; i += 1000) {
    const [row] = await server
      .db('orders')
      .whereIn('id', created.slice(i, i + 1000))
      .count({ n: '*' });
    found += Number(row.n);
  }
  const lost = created.length - found;
  const unexpected = (Object.keys(statuses) as Step[]).flatMap((step) =>
    Object.entries(statuses[step])
      .filter(([code]) => !EXPECTED[step].includes(Number(code)))
      .map(([code, n]) => ({ step, code, n })),
  );
  const errors = unexpected.reduce((sum, u) => sum + u.n, 0) + mixed.errors + skippedCreates;
  const detail = [
    ...unexpected.map((u) => `${u.n}× ${u.code} on ${u.step}`),
    ...(mixed.errors ? [`${mixed.errors} connection errors/timeouts`] : []),
    ...(skippedCreates ? [`${skippedCreates} creates skipped (upload failed)`] : []),
  ].join(', ');
  const perStep = (Object.keys(statuses) as Step[])
    .map((step) => `${step} ${num(Object.values(statuses[step]).reduce((a, b) => a + b, 0))}`)
    .join(', ');
  return [
    {
      scenario: `Mixed load, ${CLIENTS} clients × ${seconds}s + ${DRAIN_SECONDS}s drain (poll, list, detail, upload, create)`,
      stitchdesk:
        `${num(mixed.rps)} req/s, p50 ${ms(mixed.p50)}, p99 ${ms(mixed.p99)} (${perStep}); ` +
        `CPU/req: server ${cpuPerRequest(mixed, 'server')} + PostgreSQL ${cpuPerRequest(mixed, 'postgres')}`,
      baseline: `bare Koa {ok:true}, ${CLIENTS} conns: ${num(baseline.rps)} req/s, p99 ${ms(baseline.p99)}`,
      ratio: pct(mixed.rps / baseline.rps),
      target: `p99 < ${num(MIXED_P99_TARGET_MS)} ms`,
      met: mixed.p99 < MIXED_P99_TARGET_MS,
    },
    {
      scenario: 'Mixed load: errors',
      stitchdesk: errors === 0 ? '0' : `${num(errors)} (${detail})`,
      baseline: `of ${num(mixed.requests)} responses`,
      ratio: pct(errors / Math.max(1, mixed.requests)),
      target: '0 errors',
      met: errors === 0,
    },
    {
      scenario: 'Mixed load: orders created vs in the database',
      stitchdesk: `${num(created.length)} answered 201; ${num(inDatabase)} new orders in the database`,
      baseline: `201s missing from the database: ${num(lost)}`,
      ratio: '–',
      target: '0 lost, counts equal',
      met: lost === 0 && inDatabase === created.length,
    },
  ];
}
