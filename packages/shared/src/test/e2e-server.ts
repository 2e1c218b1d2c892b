import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/**
 * One fresh data directory (embedded PostgreSQL + files) per run in `process.env[name]`, unless it
 * names one already. The runner and its workers all load the config; the environment carries the
 * runner's choice to them. Traversable by others: run as root, the embedded PostgreSQL drops to
 * the `postgres` user.
 */
export function freshDataDir(name: string, prefix: string): string {
  const existing = process.env[name];
  if (existing) return existing;
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  process.env[name] = dir;
  // Only the process that made it (the runner) removes it, once the server has stopped.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The API server (backend/src/server.ts, run from `cwd`) for an e2e run, ready at `url`/readyz. */
export function apiServer(url: string, env: Record<string, string>, cwd?: string): WebServer {
  return {
    // The Node running Playwright (24, with TypeScript type stripping) runs the server too.
    command: `"${process.execPath}" backend/src/server.ts`,
    cwd,
    url: `${url}/readyz`,
    // A server left on the port belongs to another run with another database: refuse it.
    reuseExistingServer: false,
    // SIGTERM lets the server stop its embedded PostgreSQL before the data directory goes.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    // First start: embedded PostgreSQL initdb + migrations.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env,
  };
}
