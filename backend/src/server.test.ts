import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from './test/temp-dir.ts';
import { findFreePort } from './db/embedded.ts';

const SERVER = path.join(import.meta.dirname, 'server.ts');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Run {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilReady(url: string, run: Run): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready in time:\n${run.output()}`);
}

/** PostgreSQL processes (postmaster and its children) whose command line names this data directory. */
function postgresProcessesFor(dataDir: string): string[] {
  const lines = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => line.includes('postgres') && line.includes(path.join(dataDir, 'postgres')));
}

const PASSWORD_LINE = /Password: (\S+)/;

describe('server.ts', () => {
  const tmp = useTempDir('stitchdesk-server-');

  async function runOnce(): Promise<{ output: string; code: number | null; adminLogin?: number }> {
    const port = await findFreePort();
    const url = `http://127.0.0.1:${port}`;
    const run = startServer({
      DATA_DIR: tmp.path,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(tmp.path, 'no-web-build'),
    });
    try {
      await waitUntilReady(url, run);
      expect(postgresProcessesFor(tmp.path).length).toBeGreaterThan(0);
      const password = PASSWORD_LINE.exec(run.output())?.[1];
      let adminLogin: number | undefined;
      if (password) {
        const res = await fetch(`${url}/api/v1/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@stitchdesk.local', password }),
        });
        adminLogin = res.status;
      }
      run.child.kill('SIGTERM');
      const code = await run.exited;
      return { output: run.output(), code, adminLogin };
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
  }

  it('starts on an embedded PostgreSQL, prints the first admin password once, and shuts down cleanly', async () => {
    const first = await runOnce();
    expect(first.code).toBe(0);
    expect(first.output).toContain('an admin account was created');
    expect(first.output).toMatch(PASSWORD_LINE);
    expect(first.adminLogin).toBe(200);
    expect(postgresProcessesFor(tmp.path)).toEqual([]);

    const second = await runOnce();
    expect(second.code).toBe(0);
    expect(second.output).not.toMatch(PASSWORD_LINE);
    expect(second.output).not.toContain('an admin account was created');
    expect(postgresProcessesFor(tmp.path)).toEqual([]);
    // Two cluster starts, one initdb, and two drains that each give fetch's idle connection a second.
  }, 60_000);

  it('refuses a bad environment with a message naming the variable', async () => {
    const run = startServer({ DATA_DIR: tmp.path, PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid environment variable PORT');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });
});
