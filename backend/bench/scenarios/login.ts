import { API_PREFIX } from '@stitchdesk/shared';
import { spawnNode } from '../lib/children.ts';
import { baselineScript, type BenchContext } from '../lib/context.ts';
import { alternate, cannon, unexpectedStatuses, type LoadStats } from '../lib/load.ts';
import { ms, num, pct, type Row } from '../lib/report.ts';
import { createClients, settle } from '../lib/seed.ts';

const ACCOUNTS = 50;
const CONNECTIONS = 8;

/** argon2 verifications alone, in a child process, through the backend's passwords.ts. */
async function argon2Alone(seconds: number): Promise<LoadStats> {
  const child = spawnNode(baselineScript('argon2-verify.ts'), {
    CONCURRENCY: String(CONNECTIONS),
    SECONDS: String(seconds),
  });
  const result = JSON.parse(await child.firstLine) as {
    verifies: number;
    seconds: number;
    p50: number;
    p99: number;
  };
  await child.stop();
  return {
    requests: result.verifies,
    seconds: result.seconds,
    rps: result.verifies / result.seconds,
    p50: result.p50,
    p99: result.p99,
    errors: 0,
    statuses: {},
    cpu: {},
  };
}

/** The cost in a PHC string: `$argon2id$v=19$m=19456,t=2,p=1$…` → "argon2id m=19456 KiB (19 MiB), t=2, p=1". */
export function describeArgon2(hash: string): string {
  const match = /^\$(argon2\w+)\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  if (!match) return 'unknown parameters';
  const [, variant, m, t, p] = match;
  return `${variant} m=${m} KiB (${num(Number(m) / 1024, 1)} MiB), t=${t}, p=${p}`;
}

/**
 * POST /user/login with correct passwords, round-robin over many accounts (successful logins are
 * never throttled, so this measures argon2 and the route, not 429s), vs argon2 verify alone.
 */
export async function loginScenario(ctx: BenchContext): Promise<Row[]> {
  const { server } = ctx;
  const users = await createClients(server.db, 'login', ACCOUNTS, ctx.passwordHash);
  await settle(server.db);
  const bodies = users.map((u) => JSON.stringify({ email: u.email, password: ctx.password }));
  let next = 0;
  const url = `${server.url}${API_PREFIX}/user/login`;
  ctx.log(`login: ${ctx.rounds}×${ctx.seconds}s each side, ${CONNECTIONS} connections`);
  const { target, baseline } = await alternate(
    (seconds) =>
      cannon({
        url,
        duration: seconds,
        connections: CONNECTIONS,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
          },
        ],
      }),
    argon2Alone,
    ctx,
  );
  const wrong = unexpectedStatuses(target, [200]);
  const ratio = target.rps / baseline.rps;
  return [
    {
      scenario: `Login, correct password, ${ACCOUNTS} accounts (${CONNECTIONS} conns; ${describeArgon2(ctx.passwordHash)})`,
      stitchdesk: `${num(target.rps, 1)} logins/s, p50 ${ms(target.p50)}, p99 ${ms(target.p99)}${wrong ? ` [unexpected: ${wrong}]` : ''}`,
      baseline: `argon2 verify alone, ${CONNECTIONS} at a time (child process): ${num(baseline.rps, 1)}/s, p99 ${ms(baseline.p99)}`,
      ratio: pct(ratio),
      target: 'report (argon2-bound)',
      met: wrong ? false : null,
    },
  ];
}
