import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from './config.ts';
import { findFreePort } from './db/embedded.ts';
import { IDLE_GRACE_MS } from './http-drain.ts';
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
import { rectangleDst } from './test/stitch-designs.ts';

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

interface TestServer {
  running: RunningServer;
  port: number;
  token: string;
  userId: string;
  database: string;
  close(): Promise<void>;
}

/** The production server on a database cloned from the template, with one client signed in. */
async function startTestServer(): Promise<TestServer> {
  const { adminUrl, template } = inject('stitchdeskDb');
  const database = uniqueDatabaseName('stitchdesk_drain');
  await createDatabaseFromTemplate(adminUrl, database, template);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-drain-'));
  const port = await findFreePort();
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
  const running = await startServer(config, pino({ level: 'silent' }));
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: config.databaseUrl! });
  await client.connect();
  const inserted = await client.query(
    `INSERT INTO users (username, email, password_hash, role) VALUES ('drain', 'drain@example.test', $1, 'client')
     RETURNING id, username, email, role`,
    [await hashPassword('drain-password')],
  );
  await client.end();
  return {
    running,
    port,
    userId: inserted.rows[0].id,
    database,
    token: await signToken(config, inserted.rows[0]),
    async close() {
      await running.shutdown();
      await dropDatabase(adminUrl, database);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A raw connection, so a request can be written at an exact moment. */
function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends one GET on `socket` and reads its answer (status and headers), or fails if the connection ends first. */
function get(
  socket: net.Socket,
  target: string,
): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      if (received.length - end - 4 < Number(headers['content-length'] ?? 0)) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    };
    const onClose = () => reject(new Error('the connection ended without an answer'));
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

describe('draining with idle kept-alive connections (a proxy in front)', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer();
  }, 60_000);
  afterAll(() => test?.close());

  it('answers a request written onto an idle connection as the drain starts, readiness says 503, new connections are refused, idle ones closed only after the grace', async () => {
    const reused = await connect(test.port);
    const idle = await connect(test.port);
    for (const socket of [reused, idle]) {
      const answer = await get(socket, '/healthz');
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('keep-alive');
    }
    const idleClosed = new Promise<number>((resolve) => idle.once('close', () => resolve(performance.now())));

    const started = performance.now();
    const stopped = test.running.shutdown();
    // What a proxy does when it picks an idle upstream connection at that moment.
    const answer = await get(reused, '/readyz');
    expect(answer.status).toBe(503);
    expect(answer.headers.connection).toBe('close');
    await expect(connect(test.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    expect((await idleClosed) - started).toBeGreaterThanOrEqual(IDLE_GRACE_MS);
    await stopped;
  }, 30_000);
});

describe('graceful shutdown under load', () => {
  let test: TestServer;
  let running: RunningServer;
  let port = 0;
  let token = '';
  let userId = '';

  beforeAll(async () => {
    test = await startTestServer();
    ({ running, port, token, userId } = test);
  }, 60_000);
  afterAll(() => test?.close());

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
    const client = new Client({
      connectionString: databaseUrl(inject('stitchdeskDb').adminUrl, test.database),
    });
    await client.connect();
    const stored = await client.query('SELECT count(*)::int AS n FROM files WHERE owner_id = $1', [userId]);
    await client.end();
    expect(stored.rows[0].n).toBe(answered.length);
  }, 30_000);
});

describe('listeners on a response', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer();
  }, 60_000);
  afterAll(() => test?.close());

  it('a stitch upload answered compressed, through every body guard, raises no listener-leak warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const form = new FormData();
      form.append('file', new Blob([rectangleDst(600, 400)]), 'badge.dst');
      const response = await fetch(`http://127.0.0.1:${test.port}/api/v1/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${test.token}`, 'accept-encoding': 'gzip' },
        body: form,
      });
      expect(response.status).toBe(201);
      // The answer went through the compression stream's pipeline, the path that adds the most.
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(((await response.json()) as { stitch?: unknown }).stitch).toBeTruthy();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning');
  });
});
