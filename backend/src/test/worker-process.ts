import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestContext } from './harness.ts';

const WORKER = path.resolve(import.meta.dirname, '../worker.ts');

/** `npm run worker` as a separate process on the test's database, with the test's secrets. */
export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves once it logged that its workers started. */
  started: Promise<void>;
  /** Resolves once it has written a line that `pattern` matches (counting those already out). */
  logged(pattern: RegExp): Promise<void>;
  /** True until it exits. */
  running(): boolean;
  /** SIGTERM, and waits for it to exit. */
  stop(): Promise<void>;
  /** SIGKILL: no goodbye, its jobs stay locked by it. */
  kill(): Promise<void>;
}

export function startWorkerProcess(t: TestContext, env: Record<string, string> = {}): WorkerProcess {
  const child = spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      DATABASE_URL: t.config.databaseUrl!,
      JWT_SECRET: t.config.jwtSecret,
      PUBLIC_URL: t.config.publicUrl,
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'info',
      WORKER_CONCURRENCY: '4',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let out = '';
  const watchers = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const watch of [...watchers]) watch();
  });
  const logged = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const watch = () => {
        if (!pattern.test(out)) return;
        watchers.delete(watch);
        resolve();
      };
      watchers.add(watch);
      watch();
      child.once('exit', (code) => reject(new Error(`worker exited with ${code} before logging ${pattern}`)));
    });
  const started = logged(/Stitchdesk workers started/);
  started.catch(() => undefined);
  return {
    child,
    started,
    logged,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
