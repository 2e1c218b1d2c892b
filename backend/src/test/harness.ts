import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@stitchdesk/shared';
import type Koa from 'koa';
import type { Knex } from 'knex';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createKnex } from '../db/knex.ts';
import type { AppDeps, Mailer, Storage } from '../deps.ts';
import { hashPassword } from '../services/accounts/passwords.ts';
import { createLocalStorage } from '../services/files/storage/local.ts';
import { signToken } from '../services/accounts/tokens.ts';
import { UserCache } from '../services/accounts/user-cache.ts';
import { watchShopSettings } from '../services/settings/settings-watch.ts';
import { configureStitchThreads } from '../services/stitch/stitch-thread-pool.ts';
import { startWorkers, type Workers } from '../jobs/runner.ts';
import {
  createDatabaseFromTemplate,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
  type TestDatabaseServer,
} from './database.ts';

export interface TestContextOptions {
  /** Extra environment variables for loadConfig (e.g. CORS_ORIGINS). */
  env?: Record<string, string>;
  /** Defaults to local storage in a temporary FILES_DIR. */
  storage?: Storage;
  mailer?: Mailer | null;
  /** Defaults to a silent logger (LOG_LEVEL in the environment turns it on). */
  logger?: Logger;
  /** Run the job queue's workers in the test process (on by default when a mailer is given). */
  workers?: boolean;
  /** The wait between webhook attempts when workers run (default: 50 ms, so retries show at once). */
  webhookRetryDelayMs?: (attempt: number) => number;
  /** The PostgreSQL to open the database on (default: the run's; a TestCluster's for a file that stops it). */
  server?: TestDatabaseServer;
}

export interface RequestOptions {
  method?: string;
  /** A plain value is sent as JSON; FormData, strings, Blobs and byte arrays are sent as they are. */
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON an endpoint returns
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: T;
  text: string;
  bytes: Buffer;
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  /** The plain password, to log in with. */
  password: string;
}

export interface CreateUserOptions {
  role?: Role;
  email?: string;
  username?: string;
  password?: string;
  disabled?: boolean;
}

export interface TestContext {
  app: Koa;
  /** Base URL of the listening app, e.g. http://127.0.0.1:43121 (also the config's PUBLIC_URL). */
  url: string;
  db: Knex;
  config: Config;
  deps: AppDeps;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see TestResponse
  request<T = any>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  createUser(options?: CreateUserOptions): Promise<{ user: TestUser; token: string }>;
  /** Stops the server, closes the pool, drops the database and removes the temporary directory. */
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct horse battery staple';

let userCounter = 0;

function isRawBody(body: unknown): body is NonNullable<RequestInit['body']> {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof Uint8Array ||
    body instanceof ArrayBuffer
  );
}

/**
 * A running app on its own fresh, migrated database (cloned from the run's template), with a
 * temporary DATA_DIR. Call once per test file (beforeAll) and `close()` in afterAll.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { adminUrl, template } = options.server ?? inject('stitchdeskDb');
  const database = uniqueDatabaseName('stitchdesk_test');
  await createDatabaseFromTemplate(adminUrl, database, template);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-test-'));
  await chmod(dataDir, 0o755);

  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl(adminUrl, database),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  configureStitchThreads(config.stitchThreads);
  const db = createKnex(config.databaseUrl!, { poolMax: 5 });
  const logger = options.logger ?? pino({ level: config.logLevel });
  const users = new UserCache({ db, connectionString: config.databaseUrl!, logger });
  await users.start();
  const settingsWatch = await watchShopSettings({ db, connectionString: config.databaseUrl!, logger });
  const deps: AppDeps = {
    config,
    db,
    storage: options.storage ?? createLocalStorage(config.filesDir),
    mailer: options.mailer ?? null,
    logger,
    users,
  };
  const app = createApp(deps);
  const workers: Workers | null =
    (options.workers ?? Boolean(options.mailer))
      ? await startWorkers(deps, {
          concurrency: 4,
          pollIntervalMs: 100,
          recoveryIntervalMs: 250,
          webhookRetryDelayMs: options.webhookRetryDelayMs ?? (() => 50),
        })
      : null;
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  // Signed file URLs must point at this server.
  if (!options.env?.PUBLIC_URL) config.publicUrl = url;

  return {
    app,
    url,
    db,
    config,
    deps,
    async request(requestPath, { method = 'GET', body, token, headers = {} } = {}) {
      const sent: Record<string, string> = { ...headers };
      let payload: RequestInit['body'];
      if (body !== undefined) {
        if (isRawBody(body)) payload = body;
        else {
          payload = JSON.stringify(body);
          sent['content-type'] ??= 'application/json';
        }
      }
      if (token) sent.authorization = `Bearer ${token}`;
      const response = await fetch(url + requestPath, { method, headers: sent, body: payload });
      const bytes = Buffer.from(await response.arrayBuffer());
      const text = bytes.toString('utf8');
      const isJson = /\bjson\b/.test(response.headers.get('content-type') ?? '');
      return {
        status: response.status,
        headers: response.headers,
        body: isJson && text ? JSON.parse(text) : text,
        text,
        bytes,
      };
    },
    async createUser({ role = 'client', email, username, password = TEST_PASSWORD, disabled = false } = {}) {
      userCounter += 1;
      const tag = `${process.pid}-${userCounter}-${randomBytes(3).toString('hex')}`;
      const [row] = await db('users')
        .insert({
          username: username ?? `${role}-${tag}`,
          email: email ?? `${role}-${tag}@example.test`,
          password_hash: await hashPassword(password),
          role,
          disabled,
        })
        .returning(['id', 'username', 'email', 'role']);
      const user: TestUser = { ...row, password };
      return { user, token: await signToken(config, user) };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await workers?.stop();
      await users.close();
      await settingsWatch.close();
      await db.destroy().catch(() => undefined);
      await dropDatabase(adminUrl, database);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
