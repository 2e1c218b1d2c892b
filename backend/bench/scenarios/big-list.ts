import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { API_PREFIX } from '@stitchdesk/shared';
import { startBaseline } from '../lib/children.ts';
import { baselineScript, type BenchContext } from '../lib/context.ts';
import { getRaw, quantile, serverTimingMs, type RawResponse } from '../lib/fetch-raw.ts';
import { bytesAndMb, mb, ms, num, pct, type Row } from '../lib/report.ts';
import { createClients, createOrders, settle } from '../lib/seed.ts';

export const BIG_LIST_MS_TARGET = 100;
export const REBUILT_MS_TARGET = 50;
export const FIRST_BUILD_MS_TARGET = 300;
export const BIG_LIST_BYTES_TARGET = 1024 * 1024;
const ORDERS = 10_000;
const SAMPLES = 10;
const COLD_SAMPLES = 5;
const FULL_BUILD_SAMPLES = 3;

interface Series {
  client: number[];
  server: number[];
  wire: number[];
}

async function sample(url: string, headers: Record<string, string>, into: Series): Promise<RawResponse> {
  const response = await getRaw(url, headers);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  into.client.push(response.ms);
  const server = serverTimingMs(response.headers['server-timing']);
  if (server !== null) into.server.push(server);
  into.wire.push(response.wireBytes);
  return response;
}

/**
 * GET /order/getorder for a client with 10,000 orders, asking for gzip: the server's own time
 * (Server-Timing, when the server sends it), the time to the last byte, and the bytes on the wire.
 * Baseline: a bare Koa with koa-compress (own process) answering the same JSON.
 */
export async function bigListScenario(ctx: BenchContext): Promise<Row[]> {
  const { server } = ctx;
  const [user] = await createClients(server.db, 'list10k', 1, ctx.passwordHash);
  ctx.log(`list of ${num(ORDERS)}: seeding`);
  const orderIds = await createOrders(server.db, user.id, ORDERS);
  await settle(server.db);
  const token = await server.tokenFor(user);
  const url = `${server.url}${API_PREFIX}/order/getorder`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };

  const first = await getRaw(url, headers);
  const encoding = first.headers['content-encoding'];
  const json = encoding === 'gzip' ? gunzipSync(first.body) : first.body;
  const count = (JSON.parse(json.toString('utf8')) as unknown[]).length;
  if (first.status !== 200 || count !== ORDERS)
    throw new Error(`order list: ${first.status}, ${count} orders`);
  const bodyFile = path.join(ctx.scratchDir, 'orders-10k.json');
  await writeFile(bodyFile, json);

  const bare = await startBaseline(baselineScript('bare-koa.ts'), { BODY_FILE: bodyFile, COMPRESS: '1' });
  try {
    ctx.log(`list of ${num(ORDERS)}: ${SAMPLES} requests each side, one at a time`);
    const target: Series = { client: [], server: [], wire: [] };
    const baseline: Series = { client: [], server: [], wire: [] };
    const ignored: Series = { client: [], server: [], wire: [] };
    await sample(bare.url, { 'accept-encoding': 'gzip' }, ignored);
    await sample(url, headers, ignored);
    for (let i = 0; i < SAMPLES; i++) {
      await sample(bare.url, { 'accept-encoding': 'gzip' }, baseline);
      await sample(url, headers, target);
    }
    // Rebuilt lists: after each change to one of the client's orders (its status; orders_version
    // moves with it, by trigger) the next answer is built again. The change's own time is shown too:
    // the trigger's cost is paid there.
    ctx.log(`list of ${num(ORDERS)}: ${COLD_SAMPLES} requests after a change`);
    const rebuilt: Series = { client: [], server: [], wire: [] };
    const changeMs: number[] = [];
    let etag = first.headers.etag;
    // The server hears of a change through NOTIFY; an answer with the old ETag came before it did.
    const answerAfterChange = async (into: Series, what: string) => {
      for (let tries = 0; ; tries++) {
        const answer = await getRaw(url, headers);
        if (answer.headers.etag !== etag) {
          etag = answer.headers.etag;
          into.client.push(answer.ms);
          const server = serverTimingMs(answer.headers['server-timing']);
          if (server !== null) into.server.push(server);
          return;
        }
        if (tries > 100) throw new Error(`the order list did not change after ${what} did`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    for (let i = 0; i < COLD_SAMPLES; i++) {
      const changeStart = performance.now();
      await server.db.transaction(async (trx) => {
        await trx('orders')
          .where({ id: orderIds[i * 997] })
          .update({ status: 'In Progress', updated_at: trx.fn.now() });
      });
      changeMs.push(performance.now() - changeStart);
      await answerAfterChange(rebuilt, 'an order');
    }
    // Whole builds again, in a process past its first one: a change of the owner's e-mail (every
    // entry shows it) leaves nothing of the kept list usable, so the next answer reads and encodes
    // every order as after a start. Shown beside the first build, which alone also pays for a fresh
    // process (code V8 has not optimised yet), to tell the two costs apart.
    ctx.log(`list of ${num(ORDERS)}: ${FULL_BUILD_SAMPLES} whole builds after an e-mail change`);
    const fullBuilds: Series = { client: [], server: [], wire: [] };
    for (let i = 0; i < FULL_BUILD_SAMPLES; i++) {
      await server
        .db('users')
        .where({ id: user.id })
        .update({ email: `bench-list10k-renamed-${i}@stitchdesk.local` });
      await answerAfterChange(fullBuilds, 'the e-mail');
    }
    const firstMs = serverTimingMs(first.headers['server-timing']) ?? first.ms;
    const rebuiltP50 = quantile(rebuilt.server.length ? rebuilt.server : rebuilt.client, 0.5);
    const serverP50 = target.server.length ? quantile(target.server, 0.5) : null;
    const serverP99 = target.server.length ? quantile(target.server, 0.99) : null;
    const wire = quantile(target.wire, 0.5);
    const clientP50 = quantile(target.client, 0.5);
    const timeMet = (serverP50 ?? clientP50) < BIG_LIST_MS_TARGET;
    return [
      {
        scenario: `Order list, ${num(ORDERS)} orders: server time`,
        stitchdesk:
          serverP50 === null
            ? `no Server-Timing; client p50 ${ms(clientP50)}, p99 ${ms(quantile(target.client, 0.99))}`
            : `Server-Timing p50 ${ms(serverP50)}, p99 ${ms(serverP99!)}; to last byte p50 ${ms(clientP50)}`,
        baseline: `bare Koa + gzip, same JSON: to last byte p50 ${ms(quantile(baseline.client, 0.5))}`,
        ratio: `${num(clientP50 / quantile(baseline.client, 0.5), 1)}× (last byte)`,
        target: `< ${BIG_LIST_MS_TARGET} ms server time`,
        met: timeMet,
      },
      {
        scenario: `Order list, ${num(ORDERS)} orders: server time when rebuilt after a one-order change`,
        stitchdesk:
          `Server-Timing p50 ${ms(rebuiltP50)}, max ${ms(Math.max(...(rebuilt.server.length ? rebuilt.server : rebuilt.client)))}` +
          ` (${COLD_SAMPLES} changes, one order each); to last byte p50 ${ms(quantile(rebuilt.client, 0.5))}` +
          `; the change's transaction p50 ${ms(quantile(changeMs, 0.5))}`,
        baseline: `bare Koa + gzip, same JSON: to last byte p50 ${ms(quantile(baseline.client, 0.5))}`,
        ratio: `${num(quantile(rebuilt.client, 0.5) / quantile(baseline.client, 0.5), 1)}× (last byte)`,
        target: `< ${REBUILT_MS_TARGET} ms server time`,
        met: rebuiltP50 < REBUILT_MS_TARGET,
      },
      {
        scenario: `Order list, ${num(ORDERS)} orders: the first build (every order encoded, as after a start)`,
        stitchdesk:
          `Server-Timing ${ms(firstMs)}; to last byte ${ms(first.ms)}. Whole builds later in the process ` +
          `(nothing kept, after an e-mail change): Server-Timing p50 ${ms(quantile(fullBuilds.server.length ? fullBuilds.server : fullBuilds.client, 0.5))}` +
          ` (${FULL_BUILD_SAMPLES} builds, max ${ms(Math.max(...(fullBuilds.server.length ? fullBuilds.server : fullBuilds.client)))})`,
        baseline: `bare Koa + gzip, same JSON: to last byte p50 ${ms(quantile(baseline.client, 0.5))}`,
        ratio: `${num(first.ms / quantile(baseline.client, 0.5), 1)}× (last byte)`,
        target: `< ${FIRST_BUILD_MS_TARGET} ms server time`,
        met: firstMs < FIRST_BUILD_MS_TARGET,
      },
      {
        scenario: `Order list, ${num(ORDERS)} orders: bytes (gzip)`,
        stitchdesk: `${bytesAndMb(wire)} on the wire (${encoding ?? 'identity'})`,
        baseline: `uncompressed JSON ${mb(json.length)}; bare Koa gzip ${bytesAndMb(quantile(baseline.wire, 0.5))}`,
        ratio: pct(wire / json.length),
        target: `< ${bytesAndMb(BIG_LIST_BYTES_TARGET)} gzipped`,
        met: encoding === 'gzip' && wire < BIG_LIST_BYTES_TARGET,
      },
    ];
  } finally {
    await bare.child.stop();
  }
}
