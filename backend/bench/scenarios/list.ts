import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PREFIX } from '@stitchdesk/shared';
import { startBaseline } from '../lib/children.ts';
import { baselineScript, type BenchContext } from '../lib/context.ts';
import { alternate, cannon } from '../lib/load.ts';
import { processCpuMs } from '../lib/cpu.ts';
import { kb, type Row } from '../lib/report.ts';
import { versusKoaRow } from '../lib/versus-koa.ts';
import { createClients, createOrders, settle } from '../lib/seed.ts';

export const LIST_TARGET = 0.6;
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
    return [
      versusKoaRow({
        scenario: `Order list, ${ORDERS} orders (${kb(Buffer.byteLength(body))} JSON, ${CONNECTIONS} conns)`,
        target,
        baseline,
        baselineLabel: 'bare Koa, same JSON (child process)',
        expected: [200],
        goal: LIST_TARGET,
      }),
    ];
  } finally {
    await bare.child.stop();
  }
}
