import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { hashPassword } from '../services/accounts/passwords.ts';
import { createLocalStorage } from '../services/files/storage/local.ts';
import { signToken } from '../services/accounts/tokens.ts';
import { UserCache } from '../services/accounts/user-cache.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { createKnex } from './knex.ts';
import { migrateLatest } from './migrations/index.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './outage.ts';
import { capturingLogger } from '../test/log-capture.ts';

/**
 * The database goes away under a running app. This file runs its own embedded PostgreSQL (the
 * run's shared one must stay up for every other file) and stops, freezes and restarts it.
 */
/** How long the database stays stopped under load. */
const OUTAGE_MS = 10_000;

describe('database outage', () => {
  let dataDir: string;
  let pg: EmbeddedPostgres;
  let db: Knex;
  let users: UserCache;
  let server: Server;
  let url = '';
  let token = '';
  const capture = capturingLogger('info');
  const logLines = capture.lines;

  const startPg = (port?: number) => startEmbeddedPostgres({ dataDir, port, ephemeral: true });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-outage-'));
    await chmod(dataDir, 0o755);
    pg = await startPg();
    await pg.ensureDatabase('outage');
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: pg.connectionString('outage'),
      LOG_LEVEL: 'info',
    });
    const { logger } = capture;
    db = createKnex(config.databaseUrl!, { statementTimeoutMs: 1000, acquireTimeoutMs: 1000, logger });
    await migrateLatest(db);
    users = new UserCache({ db, connectionString: config.databaseUrl!, logger });
    await users.start();
    const deps: AppDeps = {
      config,
      db,
      storage: createLocalStorage(config.filesDir),
      mailer: null,
      logger,
      users,
    };
    const [user] = await db('users')
      .insert({
        username: 'outage',
        email: 'outage@example.test',
        password_hash: await hashPassword('x'.repeat(12)),
        role: 'client',
      })
      .returning(['id', 'username', 'email', 'role']);
    token = await signToken(config, user);
    server = createApp(deps).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }, 60_000);

  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await users?.close();
    await db?.destroy().catch(() => undefined);
    await pg?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const orders = () =>
    fetch(`${url}/api/v1/order/getorder`, { headers: { authorization: `Bearer ${token}` } });

  it('answers 503 with Retry-After while PostgreSQL is down, logs one line a second, and recovers', async () => {
    expect((await orders()).status).toBe(200);
    const port = pg.port;
    await pg.stop();

    const before = logLines.length;
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => orders()));
    expect(Date.now() - started).toBeLessThan(3000);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({ error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE });
    }
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ database: 'unavailable', storage: 'ok' });

    const logged = logLines.slice(before);
    expect(logged.filter((line) => line.msg === 'unhandled error')).toEqual([]);
    const warnings = logged.filter((line) => line.msg === 'database unavailable');
    const seconds = Math.ceil((Date.now() - started) / 1000);
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(seconds + 1);
    expect(JSON.stringify(warnings)).not.toMatch(/\\n\s+at /);

    pg = await startPg(port);
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await orders()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  }, 60_000);

  it('logs a stopped database under load a few lines a second at most, from every source, each saying how many it left out', async () => {
    expect((await orders()).status).toBe(200);
    const port = pg.port;
    const before = logLines.length;
    let stopped = false;
    const statuses = new Map<number, number>();
    const client = async () => {
      while (!stopped) {
        const { status } = await orders().catch(() => ({ status: 0 }));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const clients = Array.from({ length: 30 }, client);
    await pg.stop();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    stopped = true;
    await Promise.all(clients);
    const seconds = (Date.now() - started) / 1000;
    pg = await startPg(port);

    expect(statuses.get(503) ?? 0).toBeGreaterThan(100);
    const logged = logLines.slice(before);
    const warnings = logged.filter((line) => Number(line.level) >= 40);
    const bySource = new Map<string, Record<string, unknown>[]>();
    for (const line of warnings) {
      const source = `${String(line.component ?? 'app')}: ${String(line.msg).split(':')[0]}`;
      bySource.set(source, [...(bySource.get(source) ?? []), line]);
    }
    // Each source: one line a second (and one more at either end of the window).
    const limit = Math.ceil(seconds) + 2;
    const over = [...bySource].filter(([, lines]) => lines.length > limit);
    expect(over.map(([source, lines]) => `${source}: ${lines.length} lines`)).toEqual([]);
    expect(warnings.length).toBeLessThanOrEqual(4 * (Math.ceil(seconds) + 2));
    // What was left out is counted, and the count is on the lines: the flood did happen.
    const suppressed = warnings.reduce((sum, line) => sum + Number(line.suppressed ?? 0), 0);
    expect(suppressed).toBeGreaterThan(100);
    expect(JSON.stringify(warnings)).not.toMatch(/\\n\s+at /);
  }, 60_000);

  it('a frozen PostgreSQL (SIGSTOP) fails requests and /readyz within a few seconds instead of hanging', async () => {
    const postmaster = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0];
    // The postmaster and every backend it forked (the pool's connections among them).
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
      .trim()
      .split(/\s+/);
    const frozen = [postmaster, ...children].filter(Boolean).map(Number);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      const started = Date.now();
      const [answer, ready] = await Promise.all([orders(), fetch(`${url}/readyz`)]);
      expect(ready.status).toBe(503);
      expect(answer.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
  }, 30_000);

  it('a statement running past the timeout is cancelled and counts as unavailable', async () => {
    // Open a connection first: on a busy machine, starting a backend can outlast the 1 s connect
    // timeout, and that failure ("timeout expired") is not the cancellation this test is about.
    await expect
      .poll(
        () =>
          db.raw('SELECT 1').then(
            () => true,
            () => false,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    const error = await db.raw('SELECT pg_sleep(3)').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  }, 30_000);
});
