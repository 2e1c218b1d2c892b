import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../src/services/accounts/passwords.ts';
import { stopAllChildren } from './lib/children.ts';
import type { BenchContext } from './lib/context.ts';
import { markdownTable, num, type Row } from './lib/report.ts';
import { BENCH_SETTINGS, startStitchdesk } from './lib/stitchdesk.ts';
import { bigListScenario } from './scenarios/big-list.ts';
import { listScenario } from './scenarios/list.ts';
import { loginScenario } from './scenarios/login.ts';
import { mixedScenario } from './scenarios/mixed.ts';
import { orderRateScenario } from './scenarios/order-rate.ts';
import { pollScenario } from './scenarios/poll.ts';
import { soakScenario } from './scenarios/soak.ts';
import { paymentsScenario } from './scenarios/payments.ts';
import { stitchScenario } from './scenarios/stitch.ts';
import { uploadScenario } from './scenarios/upload.ts';

/*
 * `npm run bench`: starts the production server (node backend/src/server.ts, fresh DATA_DIR, embedded
 * PostgreSQL, LOG_LEVEL=warn) on 127.0.0.1, seeds it, runs every scenario against it next to a
 * baseline measured in the same run, prints the table and writes backend/bench-results.md.
 *
 * Environment: BENCH_SECONDS (seconds per measured turn, default 5), BENCH_ROUNDS (turns per side,
 * default 2), BENCH_MIXED_SECONDS (default 60), BENCH_SOAK_SECONDS (default 600), BENCH_SOAK_CACHE_MB (default 4), BENCH_ORDER_RATE_SECONDS (default 15), BENCH_UPLOAD_ROUNDS (default 5), BENCH_ONLY (comma
 * list of scenario names to run), BENCH_STRICT=1 (exit 1 when a target is missed), BENCH_MEMORY_DIR and
 * BENCH_HEAP_SNAPSHOTS_AT (the server's memory over time: lib/memory-probe.ts).
 */

const RESULTS_FILE = path.resolve(import.meta.dirname, '../bench-results.md');

const SCENARIOS: Record<string, (ctx: BenchContext) => Promise<Row[]>> = {
  poll: pollScenario,
  list: listScenario,
  'big-list': bigListScenario,
  upload: uploadScenario,
  login: loginScenario,
  mixed: mixedScenario,
  soak: soakScenario,
  'order-rate': orderRateScenario,
  stitch: stitchScenario,
  payments: paymentsScenario,
};

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => num(n, 2))
    .join(' / ');
}

async function main(): Promise<number> {
  const started = performance.now();
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  const names = Object.keys(SCENARIOS).filter((name) => !only || only.includes(name));
  const log = (message: string) =>
    process.stderr.write(`[bench ${num((performance.now() - started) / 1000)}s] ${message}\n`);
  const loadBefore = loadAverage();

  log('starting the production server (node backend/src/server.ts, embedded PostgreSQL)');
  const server = await startStitchdesk();
  const rows: Row[] = [];
  // Each scenario's load average as it starts and ends: the machine is shared, and a row's absolute
  // figures (ms, MiB/s) read differently at a load of 1 than at 12, which a whole run's two readings
  // cannot tell apart.
  const loads: string[] = [];
  try {
    const scratchDir = path.join(server.dataDir, 'bench-scratch');
    await mkdir(scratchDir, { recursive: true });
    const password = 'bench-password-1234';
    const ctx: BenchContext = {
      server,
      scratchDir,
      rounds: Number(process.env.BENCH_ROUNDS ?? 2),
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
      password,
      passwordHash: await hashPassword(password),
      log,
    };
    for (const name of names) {
      const loadAtStart = loadAverage();
      log(`${name}: load average ${loadAtStart}`);
      try {
        rows.push(...(await SCENARIOS[name](ctx)));
      } catch (error) {
        log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        rows.push({
          scenario: name,
          stitchdesk: `FAILED: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200),
          baseline: '–',
          ratio: '–',
          target: '–',
          met: false,
        });
      }
      loads.push(`- ${name}: ${loadAtStart} at the start, ${loadAverage()} at the end`);
    }
  } finally {
    log('stopping the server');
    await server.stop();
  }

  const seconds = (performance.now() - started) / 1000;
  const table = markdownTable(rows);
  const cpu = os.cpus();
  const report = [
    '# Stitchdesk API benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${cpu.length} × ${cpu[0]?.model ?? 'CPU'} · ` +
      `load average before ${loadBefore}, after ${loadAverage()} · ${num(seconds)} s`,
    '',
    'Target: the production server (`node backend/src/server.ts`, fresh DATA_DIR, embedded PostgreSQL,',
    'LOG_LEVEL=warn) on 127.0.0.1. Baselines run in child processes of their own, like the server;',
    'autocannon runs in the bench process. Baseline and target alternate (A B A B) after a warm-up;',
    'the machine is shared, so the ratio is the figure that counts.',
    '',
    'Settings the bench gives its server (every other one is the product default):',
    '',
    ...Object.entries(BENCH_SETTINGS).map(([name, { value, why }]) => `- \`${name}=${value}\`: ${why}`),
    '',
    table,
    '',
    'Load average (1 / 5 / 15 min) per scenario:',
    '',
    ...loads,
    '',
  ].join('\n');
  await writeFile(RESULTS_FILE, report);
  process.stdout.write(
    `\n${report.slice(report.indexOf('Settings the bench'))}\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)} in ${num(seconds)} s\n`,
  );
  const missed = rows.filter((r) => r.met === false);
  return missed.length > 0 && process.env.BENCH_STRICT === '1' ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAllChildren().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    await stopAllChildren();
    process.exit(1);
  },
);
