import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from './config.ts';
import { findFreePort } from './db/embedded.ts';
import { DRAIN_TIMEOUT_MS, startServer, type RunningServer } from './server.ts';
import { hashPassword } from './services/accounts/passwords.ts';
import { signToken } from './services/accounts/tokens.ts';
import {
  createDatabaseFromTemplate,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from './test/database.ts';
import { PNG_BYTES } from './test/order-fixtures.ts';

interface Outcome {
  status: number | null;
  connection: string | undefined;
  startedAfterDrain: boolean;
  error?: string;
}

/** A multipart body with one small PNG: each 201 is a committed `files` row. */
function multipart(): { body: Buffer; type: string } {
  const boundary = `b${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_BYTES,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe('graceful shutdown under load', () => {
  const { adminUrl, template } = inject('stitchdeskDb');
  const database = uniqueDatabaseName('stitchdesk_drain');
  let dataDir: string;
  let running: RunningServer;
  let port = 0;
  let token = '';
  let userId = '';

  beforeAll(async () => {
    await createDatabaseFromTemplate(adminUrl, database, template);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-drain-'));
    await chmod(dataDir, 0o755);
    port = await findFreePort();
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(adminUrl, database),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: 'admin-password-1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    running = await startServer(config, pino({ level: 'silent' }));
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: config.databaseUrl! });
    await client.connect();
    const inserted = await client.query(
      `INSERT INTO users (username, email, password_hash, role) VALUES ('drain', 'drain@example.test', $1, 'client')
       RETURNING id, username, email, role`,
      [await hashPassword('drain-password')],
    );
    await client.end();
    userId = inserted.rows[0].id;
    token = await signToken(config, inserted.rows[0]);
  }, 60_000);

  afterAll(async () => {
    await running?.shutdown();
    await dropDatabase(adminUrl, database);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every request it commits, says Connection: close while draining, and does not wait for busy keep-alive connections', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    let drainStarted = false;
    let stop = false;
    const outcomes: Outcome[] = [];

    const send = () =>
      new Promise<Outcome>((resolve) => {
        const { body, type } = multipart();
        const startedAfterDrain = drainStarted;
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/v1/uploads',
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': type,
              'content-length': body.length,
            },
          },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? null,
                connection: response.headers.connection,
                startedAfterDrain,
              }),
            );
            response.on('error', (error) =>
              resolve({ status: null, connection: undefined, startedAfterDrain, error: error.message }),
            );
          },
        );
        request.on('error', (error) =>
          resolve({ status: null, connection: undefined, startedAfterDrain, error: error.message }),
        );
        request.end(body);
      });

    const worker = async () => {
      while (!stop) {
        const outcome = await send();
        outcomes.push(outcome);
        if (outcome.status === null && drainStarted) return;
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 400));

    drainStarted = true;
    const started = Date.now();
    await running.shutdown();
    const took = Date.now() - started;
    stop = true;
    await Promise.all(workers);
    agent.destroy();

    // Busy keep-alive connections were let go at their next answer, not held to the drain timeout.
    expect(took).toBeLessThan(DRAIN_TIMEOUT_MS / 2);
    const answered = outcomes.filter((o) => o.status === 201);
    expect(answered.length).toBeGreaterThan(0);
    // Requests arriving during the drain are answered with Connection: close.
    for (const outcome of outcomes.filter((o) => o.startedAfterDrain && o.status !== null))
      expect(outcome.connection).toBe('close');

    // Every stored upload was answered 201: nothing committed behind a reset.
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: databaseUrl(adminUrl, database) });
    await client.connect();
    const stored = await client.query('SELECT count(*)::int AS n FROM files WHERE owner_id = $1', [userId]);
    await client.end();
    expect(stored.rows[0].n).toBe(answered.length);
  }, 30_000);
});
