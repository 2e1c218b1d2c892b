import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PREFIX } from '@stitchdesk/shared';
import { startBaseline } from '../lib/children.ts';
import { baselineScript, type BenchContext } from '../lib/context.ts';
import { alternate, cannon, cpuPerRequest, unexpectedStatuses } from '../lib/load.ts';
import { processCpuMs } from '../lib/cpu.ts';
import { kb, ms, num, pct, type Row } from '../lib/report.ts';
import { createClients, createOrders, settle } from '../lib/seed.ts';

export const LIST_TARGET = 0.3;
const ORDERS = 50;
const CONNECTIONS = 20;

/**
 * GET /order/getorder for a client with 50 orders vs a bare Koa (own process) answering the very
 * bytes the API answered. Neither side is asked for compression (no Accept-Encoding).
 */
export async function listScenario(ctx: BenchContext): Promise<Row[]> {
  const { server } = ctx;
  const [user] = await createClients(server.db, 'list50', 1, ctx.passwordHash);
  await createOrders(server.db, user.id, ORDERS);
  await settle(server.db);
  const token = await server.tokenFor(user);
  const url = `${server.url}${API_PREFIX}/order/getorder`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  const count = (JSON.parse(body) as unknown[]).length;
  if (response.status !== 200 || count !== ORDERS)
    throw new Error(`order list: ${response.status}, ${count} orders`);
  const bodyFile = path.join(ctx.scratchDir, 'orders-50.json');
  await writeFile(bodyFile, body);

  const bare = await startBaseline(baselineScript('bare-koa.ts'), { BODY_FILE: bodyFile });
  try {
    ctx.log(`list of ${ORDERS}: ${ctx.rounds}×${ctx.seconds}s each side, ${CONNECTIONS} connections`);
    const { target, baseline } = await alternate(
      (seconds) =>
        cannon(
          { url, duration: seconds, connections: CONNECTIONS, headers: { authorization: `Bearer ${token}` } },
          server.meters,
        ),
      (seconds) =>
        cannon(
          { url: bare.url, duration: seconds, connections: CONNECTIONS },
          { server: () => processCpuMs(bare.child.pid) },
        ),
      ctx,
    );
    const wrong = unexpectedStatuses(target, [200]);
    const ratio = target.rps / baseline.rps;
    return [
      {
        scenario: `Order list, ${ORDERS} orders (${kb(Buffer.byteLength(body))} JSON, ${CONNECTIONS} conns)`,
        stitchdesk:
          `${num(target.rps)} req/s, p50 ${ms(target.p50)}, p99 ${ms(target.p99)}; CPU/req: server ` +
          `${cpuPerRequest(target, 'server')} + PostgreSQL ${cpuPerRequest(target, 'postgres')}` +
          (wrong ? ` [unexpected: ${wrong}]` : ''),
        baseline: `bare Koa, same JSON (child process): ${num(baseline.rps)} req/s, p99 ${ms(baseline.p99)}; CPU/req ${cpuPerRequest(baseline, 'server')}`,
        ratio: pct(ratio),
        target: `≥ ${pct(LIST_TARGET)} of bare Koa`,
        met: !wrong && ratio >= LIST_TARGET,
      },
    ];
  } finally {
    await bare.child.stop();
  }
}
