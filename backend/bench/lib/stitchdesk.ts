import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { findFreePort } from '../../src/db/embedded.ts';
import { createKnex } from '../../src/db/knex.ts';
import { signToken } from '../../src/services/accounts/tokens.ts';
import { atCleanup, spawnNode, waitForOk, type Child } from './children.ts';
import { clusterCpuMs, postmasterPid, processCpuMs } from './cpu.ts';
import type { CpuMeter } from './load.ts';

const SERVER_SCRIPT = path.resolve(import.meta.dirname, '../../src/server.ts');
const MEMORY_PROBE = path.resolve(import.meta.dirname, 'memory-probe.ts');

/** The production server, started as `node backend/src/server.ts` on a fresh DATA_DIR. */
export interface Stitchdesk {
  url: string;
  pid: number;
  child: Child;
  dataDir: string;
  filesDir: string;
  /** The server's own database (its embedded PostgreSQL), for seeding and counting. */
  db: Knex;
  uploadMaxMb: number;
  /** Its JWT_SECRET, for processes that must share it (workers decrypt webhook secrets with it). */
  jwtSecret: string;
  /** CPU meters for the server process and its PostgreSQL cluster. */
  meters: { server: CpuMeter; postgres: CpuMeter };
  tokenFor(user: { id: string; role?: Role }): Promise<string>;
  stop(): Promise<void>;
}

export const UPLOAD_MAX_MB = 600;

/**
 * What the bench's server is given beyond the product's defaults, and why; printed with the
 * results. Only what a scenario needs to measure what its title says: the login scenario keeps the
 * product's login limits (it sends from many addresses instead, scenarios/login.ts).
 */
export const BENCH_SETTINGS: Record<string, { value: string; why: string }> = {
  UPLOAD_MAX_MB: { value: String(UPLOAD_MAX_MB), why: 'the upload scenario sends 500 MiB files' },
  UPLOAD_QUOTA_MB: {
    value: '4096',
    why: 'one account uploads a 64 MiB warm-up and 5 × 500 MiB (the 2,048 MiB default answers 413 in round 4)',
  },
  ORDER_RATE_LIMIT: {
    value: '1000000',
    why: 'the order-rate scenario has each of 50 clients place up to 400 orders in 15 s; the default (300 per 10 minutes) would answer 429',
  },
  LOG_LEVEL: {
    value: 'warn',
    why: 'a JSON line per request would measure the pipe to the bench; the level check is still paid',
  },
};

/** `env` adds to (or overrides) the server's settings, e.g. a smaller cache for one scenario. */
export async function startStitchdesk(env: Record<string, string> = {}): Promise<Stitchdesk> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-bench-'));
  // As root the embedded PostgreSQL runs as the postgres user, which must be able to enter DATA_DIR.
  await chmod(dataDir, 0o755);
  const port = await findFreePort();
  const pgPort = await findFreePort();
  const jwtSecret = randomBytes(36).toString('base64url');
  const url = `http://127.0.0.1:${port}`;
  // For finding what to fix: BENCH_CPU_PROF_DIR writes a V8 CPU profile of the server there;
  // BENCH_SERVER_NODE_ARGS adds Node options (e.g. --trace-gc; BENCH_SERVER_OUTPUT=1 shows its output).
  const nodeArgs = [
    ...(process.env.BENCH_CPU_PROF_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF_DIR)}`]
      : []),
    ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    // BENCH_MEMORY_DIR: the server records its memory there (lib/memory-probe.ts).
    ...(process.env.BENCH_MEMORY_DIR ? ['--import', MEMORY_PROBE] : []),
  ];
  const child = spawnNode(
    SERVER_SCRIPT,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      JWT_SECRET: jwtSecret,
      ...Object.fromEntries(Object.entries(BENCH_SETTINGS).map(([name, { value }]) => [name, value])),
      NODE_ENV: 'production',
      // Whatever the caller's shell has: this server uses its own embedded database, disk and no mail.
      DATABASE_URL: '',
      FILES_DIR: '',
      S3_BUCKET: '',
      SMTP_URL: '',
      ...env,
    },
    nodeArgs,
  );
  if (process.env.BENCH_SERVER_OUTPUT === '1') child.process.stdout!.pipe(process.stderr);
  let db: Knex | null = null;
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const forget = atCleanup(removeDataDir);
  const stop = async () => {
    await db?.destroy();
    await child.stop();
    await removeDataDir();
    forget();
  };
  try {
    await waitForOk(`${url}/readyz`, child);
    const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
    db = createKnex(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/stitchdesk`, {
      poolMax: 4,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const config = { jwtSecret, jwtExpiresInSeconds: 24 * 3600 };
  const postmaster = postmasterPid(dataDir);
  return {
    url,
    pid: child.pid,
    child,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    db,
    uploadMaxMb: UPLOAD_MAX_MB,
    jwtSecret,
    meters: { server: () => processCpuMs(child.pid), postgres: () => clusterCpuMs(postmaster) },
    tokenFor: (user) => signToken(config, { id: user.id, role: user.role ?? 'client' }),
    stop,
  };
}
