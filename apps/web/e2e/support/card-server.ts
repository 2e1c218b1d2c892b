import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../../../backend/src/test/fake-stripe.ts';
import { E2E_ADMIN } from './admin.ts';

/*
 * A server of its own with card payments on, for the specs that pay (the run's shared server keeps
 * them off: other specs read the cards-off texts), against a fake of Stripe's HTTP API run in the
 * test's process. The fake's checkout page posts the signed events to the server's webhook, as
 * Stripe would, before sending the browser back.
 */

export interface CardServer {
  /** The server's origin: pages and API calls go there, not to the run's baseURL. */
  base: string;
  stripe: FakeStripe;
  api: APIRequestContext;
}

/** Polls `url` until it answers 200, or fails after `timeoutMs` or once the server has exited. */
async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/** A loopback port nobody listens on now (the system's pick), so runs side by side do not collide. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no loopback port to be had');
  return address.port;
}

/**
 * Starts the server (its own embedded PostgreSQL in a fresh directory, on a free port) before the
 * file's (or describe block's) tests and stops it after; the handle is filled in once it is up.
 */
export function cardServerForFile(name: string): CardServer {
  const handle = {} as CardServer;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;

  test.beforeAll(async () => {
    // The first start of the embedded PostgreSQL (initdb) and the migrations.
    test.setTimeout(200_000);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    handle.base = base;
    handle.stripe = await startFakeStripe();
    handle.stripe.webhookUrl = `${base}/api/v1/payments/stripe/webhook`;
    dataDir = mkdtempSync(path.join(tmpdir(), `stitchdesk-e2e-${name}-`));
    // Run as root, the embedded PostgreSQL drops to the `postgres` user.
    chmodSync(dataDir, 0o755);
    server = spawn(process.execPath, ['backend/src/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        JWT_SECRET: `e2e-${name}-secret-not-for-production-0123456789`,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        REGISTRATIONS_PER_IP: '1000',
        ...handle.stripe.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForReady(`${base}/readyz`, server, 180_000);
    handle.api = await apiRequest.newContext({ baseURL: base });
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await handle.api?.dispose();
    if (server && server.exitCode === null) {
      // SIGTERM lets the server stop its embedded PostgreSQL before the data directory goes.
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    await handle.stripe?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return handle;
}
