import { API_PREFIX } from '@stitchdesk/shared';
import { startBaseline } from '../lib/children.ts';
import { baselineScript, type BenchContext } from '../lib/context.ts';
import { alternate, cannon } from '../lib/load.ts';
import { processCpuMs } from '../lib/cpu.ts';
import type { Row } from '../lib/report.ts';
import { versusKoaRow } from '../lib/versus-koa.ts';
import { createClients, createNotifications, settle } from '../lib/seed.ts';

export const POLL_TARGET = 0.6;
const CONNECTIONS = 20;
const BARE = 'bare Koa {ok:true} (child process)';

/** The notifications poll when nothing changed (304) vs a bare Koa {ok:true} in its own process. */
export async function pollScenario(ctx: BenchContext): Promise<Row[]> {
  const { server } = ctx;
  const [user] = await createClients(server.db, 'poll', 1, ctx.passwordHash);
  await createNotifications(server.db, user.id, 30);
  await settle(server.db);
  const token = await server.tokenFor(user);
  const url = `${server.url}${API_PREFIX}/user/getuser/notifications`;
  const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag) throw new Error(`notifications: ${first.status}, etag ${etag}`);

  const bare = await startBaseline(baselineScript('bare-koa.ts'));
  try {
    const bareRun = (seconds: number) =>
      cannon(
        { url: bare.url, duration: seconds, connections: CONNECTIONS },
        { server: () => processCpuMs(bare.child.pid) },
      );
    ctx.log(`poll: ${ctx.rounds}×${ctx.seconds}s each side, ${CONNECTIONS} connections`);
    const poll = await alternate(
      (seconds) =>
        cannon(
          {
            url,
            duration: seconds,
            connections: CONNECTIONS,
            headers: { authorization: `Bearer ${token}`, 'if-none-match': etag },
          },
          server.meters,
        ),
      bareRun,
      ctx,
    );
    // What one database round trip costs by itself: no token, no user, just SELECT 1.
    ctx.log(`readyz: 1×${ctx.seconds}s each side`);
    const ready = await alternate(
      (seconds) =>
        cannon({ url: `${server.url}/readyz`, duration: seconds, connections: CONNECTIONS }, server.meters),
      bareRun,
      { rounds: 1, seconds: ctx.seconds, warmupSeconds: 1 },
    );
    return [
      versusKoaRow({
        scenario: `Notifications poll, unchanged → 304 (${CONNECTIONS} conns)`,
        ...poll,
        baselineLabel: BARE,
        expected: [304],
        goal: POLL_TARGET,
      }),
      versusKoaRow({
        scenario: `Reference: GET /readyz, one SELECT 1, no auth (${CONNECTIONS} conns)`,
        ...ready,
        baselineLabel: BARE,
        expected: [200],
        goal: null,
      }),
    ];
  } finally {
    await bare.child.stop();
  }
}
