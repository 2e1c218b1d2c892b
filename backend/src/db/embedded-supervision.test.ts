import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTempDir } from '../test/temp-dir.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';

const EMBEDDED = path.join(import.meta.dirname, 'embedded.ts');

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function selectOne(cluster: EmbeddedPostgres): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.connectionString('postgres') });
  await client.connect();
  try {
    return (await client.query('SELECT 1 AS one')).rows[0].one as number;
  } finally {
    await client.end();
  }
}

/** An API process that started the embedded PostgreSQL and is then killed with SIGKILL. */
async function startAndKill(dataDir: string): Promise<void> {
  const script = `const m = await import(${JSON.stringify(EMBEDDED)});
    await m.startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, ephemeral: true });
    process.stdout.write('up\\n'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('up') && resolve());
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('embedded PostgreSQL supervision', () => {
  const tmp = useTempDir('stitchdesk-supervise-');
  let cluster: EmbeddedPostgres | null = null;
  afterAll(async () => {
    await cluster?.stop();
  });

  it('stops the PostgreSQL a killed API left running, then starts; and restarts PostgreSQL when it stops', async () => {
    await startAndKill(tmp.path);
    const orphan = postmasterPid(tmp.path);
    expect(alive(orphan)).toBe(true);

    const logged: [string, string | undefined][] = [];
    cluster = await startEmbeddedPostgres({
      dataDir: tmp.path,
      ephemeral: true,
      superviseEveryMs: 200,
      onLog: (message, level) => logged.push([message, level]),
    });
    expect(alive(orphan)).toBe(false);
    // Said where it is seen by default (info), not only at debug level.
    expect(logged).toContainEqual([
      `stopping PostgreSQL (pid ${orphan}) left running by a stopped Stitchdesk server`,
      'info',
    ]);
    expect(await selectOne(cluster)).toBe(1);

    // PostgreSQL goes away under the running API (stopped by hand, crashed): it is started again.
    const first = postmasterPid(tmp.path);
    process.kill(first, 'SIGTERM');
    let restarted = 0;
    for (let waited = 0; waited < 20_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      try {
        const pid = postmasterPid(tmp.path);
        if (pid !== first && alive(pid) && (await selectOne(cluster)) === 1) {
          restarted = pid;
          break;
        }
      } catch {
        // not back yet
      }
    }
    expect(restarted).toBeGreaterThan(0);
  }, 60_000);

  it('does not start an empty PostgreSQL when the data folder is deleted under it, and says so', async () => {
    const ownDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-gone-'));
    await chmod(ownDir, 0o755);
    let told: (error: unknown) => void = () => undefined;
    const refused = new Promise<unknown>((resolve) => (told = resolve));
    const gone = await startEmbeddedPostgres({
      dataDir: ownDir,
      ephemeral: true,
      superviseEveryMs: 200,
      onRestart: ({ error }) => told(error ?? new Error('started again')),
    });
    try {
      const pid = postmasterPid(ownDir);
      // Gone from where it was at once (a recursive delete races with PostgreSQL's own writes).
      await rename(ownDir, `${ownDir}-deleted`);
      // It would notice its lock file gone within a minute; a crash does not wait.
      process.kill(pid, 'SIGKILL');
      const error = await refused;
      expect(String(error)).toMatch(/data directory .* is gone: PostgreSQL is not started again/);
      expect(existsSync(path.join(ownDir, 'postgres', 'PG_VERSION'))).toBe(false);
      await expect(selectOne(gone)).rejects.toThrow();
    } finally {
      await gone.stop();
      await rm(ownDir, { recursive: true, force: true });
      await rm(`${ownDir}-deleted`, { recursive: true, force: true });
    }
  }, 60_000);
});
