import { randomBytes } from 'node:crypto';
import { API_PREFIX, type UploadResponse } from '@stitchdesk/shared';
import { rssBytes } from '../lib/children.ts';
import type { BenchContext } from '../lib/context.ts';
import { num, type Row } from '../lib/report.ts';
import { createClients } from '../lib/seed.ts';
import { startStitchdesk, type Stitchdesk } from '../lib/stitchdesk.ts';
import { multipartBuffer } from '../lib/upload.ts';

export const SOAK_TARGET_MB_PER_MINUTE = 5;
const CLIENTS = 10;
const ACCOUNTS_PER_CLIENT = 40;
const SAMPLE_EVERY_SECONDS = 30;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/**
 * 10 clients, each looping: upload a small picture, place an order with it, list its orders (which
 * grow all along). The server's RSS is read every 30 s; after the warm-up (the first third of the
 * run, at least one sample) its slope must stay under 5 MB a minute: memory bounded by what the
 * caches count. BENCH_SOAK_SECONDS (default 600) sets the length.
 *
 * The soak has a server of its own, so that what earlier scenarios left in its caches is not
 * counted, with the order-list cache bounded at BENCH_SOAK_CACHE_MB (default 4): at this rate the
 * lists grow by about 6 MB a minute, and the product's bound (32 MiB) took about 4 minutes to fill,
 * into the measured window, longer on a slower machine. A bound that is full early is what shows
 * that the bound holds.
 */
export async function soakScenario(ctx: BenchContext): Promise<Row[]> {
  const cacheMb = process.env.BENCH_SOAK_CACHE_MB ?? '4';
  ctx.log(`soak: starting a server of its own, ORDER_LIST_CACHE_MB=${cacheMb}`);
  const server = await startStitchdesk({ ORDER_LIST_CACHE_MB: cacheMb });
  try {
    return await soak(ctx, server, cacheMb);
  } finally {
    await server.stop();
  }
}

async function soak(ctx: BenchContext, server: Stitchdesk, cacheMb: string): Promise<Row[]> {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
  // Each client speaks for several accounts in turn: one account would soon meet the upload limit.
  const users = await createClients(server.db, 'soak', CLIENTS * ACCOUNTS_PER_CLIENT, ctx.passwordHash);
  const accounts = await Promise.all(
    users.map(async (user) => ({ authorization: `Bearer ${await server.tokenFor(user)}` })),
  );
  const clients = Array.from({ length: CLIENTS }, (_, i) =>
    accounts.slice(i * ACCOUNTS_PER_CLIENT, (i + 1) * ACCOUNTS_PER_CLIENT),
  );
  const picture = multipartBuffer(Buffer.concat([PNG_SIGNATURE, randomBytes(2048)]), 'logo.png', 'image/png');
  const api = (path: string) => `${server.url}${API_PREFIX}${path}`;
  const counts = { requests: 0, unexpected: 0, orders: 0 };
  const unexpected: Record<string, number> = {};
  const expect = async (step: string, response: Response, status: number) => {
    counts.requests += 1;
    const text = await response.text();
    if (response.status !== status) {
      counts.unexpected += 1;
      const key = `${step} ${response.status}`;
      unexpected[key] = (unexpected[key] ?? 0) + 1;
    }
    return text;
  };

  const started = performance.now();
  const endAt = started + seconds * 1000;
  const samples: { minute: number; mb: number; orders: number }[] = [];
  const sample = () => {
    const minute = (performance.now() - started) / 60_000;
    const mb = rssBytes(server.pid) / (1024 * 1024);
    samples.push({ minute, mb, orders: counts.orders });
    ctx.log(`soak: ${num(minute * 60)} s, RSS ${num(mb, 1)} MB, ${counts.requests} requests`);
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_EVERY_SECONDS * 1000);

  ctx.log(`soak: ${CLIENTS} clients placing and listing orders for ${seconds} s`);
  let n = 0;
  const loop = async (own: { authorization: string }[]) => {
    for (let turn = 0; performance.now() < endAt; turn += 1) {
      const client = own[turn % own.length];
      const uploaded = await fetch(api('/uploads'), {
        method: 'POST',
        headers: { authorization: client.authorization, 'content-type': picture.contentType },
        body: picture.body,
      });
      const answer = await expect('upload', uploaded, 201);
      if (uploaded.status !== 201) continue;
      const upload = JSON.parse(answer) as UploadResponse;
      n += 1;
      const block = {
        orderTitle: `Soak order ${n}`,
        designName: 'Crest',
        designCategory: 'Left Chest',
        designSize: { height: 3.5, width: 4 },
        otherInstructions: 'Placed by the soak benchmark',
        attachment: [{ url: upload.url, name: 'logo.png' }],
      };
      const created = await fetch(api('/order/createorder/Digitizing'), {
        method: 'POST',
        headers: { authorization: client.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ digitizing: block }),
      });
      await expect('create', created, 201);
      if (created.status === 201) counts.orders += 1;
      await expect(
        'list',
        await fetch(api('/order/getorder'), {
          headers: { authorization: client.authorization, 'accept-encoding': n % 2 ? 'gzip' : 'identity' },
        }),
        200,
      );
    }
  };
  await Promise.all(clients.map(loop));
  clearInterval(sampler);
  sample();

  const warmedUp = samples.filter((s) => s.minute >= seconds / 3 / 60);
  const kept = warmedUp.length >= 2 ? warmedUp : samples;
  const perMinute = slope(kept.map((s) => ({ x: s.minute, y: s.mb })));
  // On a shared machine the request rate, and so the data the caches gather, varies from run to run.
  const perThousandOrders = slope(kept.map((s) => ({ x: s.orders / 1000, y: s.mb })));
  const elapsed = (performance.now() - started) / 1000;
  return [
    {
      scenario: `Soak: ${CLIENTS} clients upload, order and list for ${num(elapsed)} s (order-list cache ${cacheMb} MiB)`,
      stitchdesk:
        `${num(counts.requests / elapsed)} req/s (${counts.requests} requests, ${counts.unexpected} unexpected${
          counts.unexpected ? `: ${JSON.stringify(unexpected)}` : ''
        }); ` + `RSS MB every ${SAMPLE_EVERY_SECONDS} s: ${samples.map((s) => num(s.mb)).join(' → ')}`,
      baseline: '–',
      ratio: `${num(perMinute, 1)} MB/min after warm-up (${num(perThousandOrders, 2)} MB per 1,000 orders placed; ${counts.orders} orders)`,
      target: `< ${SOAK_TARGET_MB_PER_MINUTE} MB/min`,
      met: perMinute < SOAK_TARGET_MB_PER_MINUTE && counts.unexpected === 0,
    },
  ];
}
