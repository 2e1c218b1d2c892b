import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from '../db/embedded.ts';
import type { TestContext } from './harness.ts';

const SERVER = path.resolve(import.meta.dirname, '../server.ts');

/**
 * `npm start` as a separate process on the test's database, files and secrets: what a test sees
 * there is what production does, and the test's own process keeps its event loop whatever the
 * server does (blocks, runs out of memory, dies).
 */
export interface ServerProcess {
  child: ChildProcess;
  /** Its base URL (also its PUBLIC_URL), e.g. http://127.0.0.1:43121. */
  url: string;
  /** Everything it wrote to standard output and error so far. */
  output(): string;
  /** Resolves with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** True while the process runs. */
  alive(): boolean;
  /** SIGTERM, and waits for it to exit. */
  stop(): Promise<void>;
  /** SIGKILL: no goodbye. */
  kill(): Promise<void>;
}

/** Starts the server and resolves once `/readyz` answers 200 (rejects when it exits first). */
export async function startServerProcess(
  t: TestContext,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: t.config.databaseUrl!,
      JWT_SECRET: t.config.jwtSecret,
      DATA_DIR: t.config.dataDir,
      FILES_DIR: t.config.filesDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      // An admin exists or is made with this password: nothing generated is printed.
      ADMIN_PASSWORD: 'server-process-admin',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const server: ServerProcess = {
    child,
    url,
    output: () => output,
    exited,
    alive,
    async stop() {
      if (alive()) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server exited before it was ready:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`the server was not ready within a minute:\n${output}`);
}

/** The same URL on another server: a signed file link of the test's app, followed on `server`. */
export function onServer(server: Pick<ServerProcess, 'url'>, link: string): string {
  const { pathname, search } = new URL(link);
  return `${server.url}${pathname}${search}`;
}
