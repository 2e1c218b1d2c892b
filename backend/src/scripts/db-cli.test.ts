import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../test/temp-dir.ts';

const CLI = path.join(import.meta.dirname, 'db-cli.ts');

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _ignored, DEMO_PASSWORD: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [CLI, ...args], { env: { ...inherited, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('db cli', () => {
  const tmp = useTempDir('stitchdesk-cli-');

  it('explains its usage', async () => {
    const result = await run([], { DATA_DIR: tmp.path });
    expect(result.code).toBe(2);
    expect(result.output).toContain('migrate | seed-demo');
  });

  it('refuses to seed without DEMO_PASSWORD, before touching the database', async () => {
    const result = await run(['seed-demo'], { DATA_DIR: tmp.path });
    expect(result.code).toBe(1);
    expect(result.output).toContain('DEMO_PASSWORD is required');
  });

  // Two cold starts of the embedded PostgreSQL (initdb, migrations, argon2 hashes of the demo
  // accounts): 20 s alone at a load average of 22, past 30 s during a full run.
  it('migrates and seeds the embedded database, leaving no PostgreSQL running', async () => {
    const migrate = await run(['migrate'], { DATA_DIR: tmp.path, LOG_LEVEL: 'info' });
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.output).toContain('0001_initial');
    const seed = await run(['seed-demo'], {
      DATA_DIR: tmp.path,
      DEMO_PASSWORD: 'demo-pass-123',
      LOG_LEVEL: 'info',
    });
    expect(seed.code, seed.output).toBe(0);
    expect(seed.output).toContain('demo seed done');
    const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(path.join(tmp.path, 'postgres')));
    expect(processes).toEqual([]);
  }, 60_000);
});
