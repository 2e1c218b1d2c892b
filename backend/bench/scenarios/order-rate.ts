import { API_PREFIX } from '@stitchdesk/shared';
import type { BenchContext } from '../lib/context.ts';
import { num, type Row } from '../lib/report.ts';
import { createClients, createUploads, settle } from '../lib/seed.ts';

const CLIENTS = 50;
const UPLOADS_PER_CLIENT = 400;

/**
 * Order creations per second with 50 clients placing orders at once, none assigned to an employee
 * (so every order also notifies the admin): what one process sustains when orders of different
 * clients must not wait on a row they share. Each client's attachments are seeded as unattached
 * uploads beforehand, so only order creation is measured. BENCH_ORDER_RATE_SECONDS (default 15).
 */
export async function orderRateScenario(ctx: BenchContext): Promise<Row[]> {
  const { server } = ctx;
  const seconds = Number(process.env.BENCH_ORDER_RATE_SECONDS ?? 15);
  const users = await createClients(server.db, 'rate', CLIENTS, ctx.passwordHash);
  const clients = await Promise.all(
    users.map(async (user) => ({
      authorization: `Bearer ${await server.tokenFor(user)}`,
      files: await createUploads(server.db, user.id, UPLOADS_PER_CLIENT),
    })),
  );
  await settle(server.db);
  const url = `${server.url}${API_PREFIX}/order/createorder/Digitizing`;
  const statuses: Record<number, number> = {};
  let placed = 0;
  ctx.log(`order rate: ${CLIENTS} clients placing orders for ${seconds} s`);
  const started = performance.now();
  const endAt = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      for (const fileId of client.files) {
        if (performance.now() >= endAt) return;
        const block = {
          orderTitle: `Rate order ${fileId.slice(-6)}`,
          designName: 'Crest',
          designCategory: 'Left Chest',
          designSize: { height: 3.5, width: 4 },
          otherInstructions: 'Placed by the order-rate benchmark',
          attachment: [{ url: `${server.url}${API_PREFIX}/files/${fileId}/logo.png`, name: 'logo.png' }],
        };
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: client.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ digitizing: block }),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 201) placed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const unexpected = Object.entries(statuses).filter(([status]) => status !== '201');
  return [
    {
      scenario: `Order creations, ${CLIENTS} concurrent clients, all notifying the admin (${num(elapsed)} s)`,
      stitchdesk:
        `${num(placed / elapsed)} orders/s (${placed} placed)` +
        (unexpected.length ? ` [unexpected: ${JSON.stringify(Object.fromEntries(unexpected))}]` : ''),
      baseline: '–',
      ratio: '–',
      target: '–',
      met: unexpected.length === 0 ? null : false,
    },
  ];
}
