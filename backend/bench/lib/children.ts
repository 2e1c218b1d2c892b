import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** A process the bench started; stop() ends it (SIGTERM, then SIGKILL) and waits for it to exit. */
export interface Child {
  pid: number;
  process: ChildProcess;
  /** The first line it wrote on stdout. */
  firstLine: Promise<string>;
  /** The last lines it wrote, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<Child>();
const cleanups = new Set<() => Promise<void>>();

/** Work for stopAllChildren() after the children are gone (removing temporary directories). */
export function atCleanup(task: () => Promise<void>): () => void {
  cleanups.add(task);
  return () => cleanups.delete(task);
}

/** Stops every child still running and runs the cleanups (on the way out, also after a failure). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop()));
  for (const task of cleanups) await task().catch(() => undefined);
  cleanups.clear();
}

export function spawnNode(script: string, env: Record<string, string>, nodeArgs: string[] = []): Child {
  const proc = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  const keep = (line: string) => {
    recent.push(line);
    if (recent.length > 40) recent.shift();
  };
  const stdout = createInterface({ input: proc.stdout! });
  stdout.on('line', keep);
  createInterface({ input: proc.stderr! }).on('line', keep);
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const firstLine = new Promise<string>((resolve, reject) => {
    stdout.once('line', resolve);
    void exited.then(() => reject(new Error(`${script} exited (${proc.exitCode}): ${recent.join('\n')}`)));
  });
  firstLine.catch(() => undefined);
  let stopping: Promise<void> | null = null;
  const child: Child = {
    pid: proc.pid!,
    process: proc,
    firstLine,
    output: () => recent.join('\n'),
    stop() {
      stopping ??= (async () => {
        if (proc.exitCode === null && proc.signalCode === null) {
          proc.kill('SIGTERM');
          const timer = setTimeout(() => proc.kill('SIGKILL'), 30_000);
          await exited;
          clearTimeout(timer);
        }
        running.delete(child);
      })();
      return stopping;
    },
  };
  running.add(child);
  return child;
}

/**
 * Starts one of the bench's own servers (bench/baselines/*), which print `{"port":N}` on their first
 * line once they listen on 127.0.0.1.
 */
export async function startBaseline(
  script: string,
  env: Record<string, string> = {},
): Promise<{ child: Child; url: string }> {
  const child = spawnNode(script, env);
  const line = await child.firstLine;
  let port: number;
  try {
    port = (JSON.parse(line) as { port: number }).port;
  } catch {
    await child.stop();
    throw new Error(`${script} did not report its port: ${line}`);
  }
  return { child, url: `http://127.0.0.1:${port}` };
}

/** Polls `url` until it answers 200 (or the child dies, or `timeoutMs` passes). */
export async function waitForOk(url: string, child: Child, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(
        `the process exited (${child.process.exitCode}) before ${url} answered:\n${child.output()}`,
      );
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${child.output()}`);
}

/** The resident set size of a process in bytes, from /proc/<pid>/status (VmRSS). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]) * 1024;
}

export interface RssSample {
  before: number;
  peak: number;
}

/** Samples a process's RSS every `everyMs` until stop(); `before` is the reading at the start. */
export function sampleRss(pid: number, everyMs = 10): { stop(): RssSample } {
  const before = rssBytes(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, rssBytes(pid));
      return { before, peak };
    },
  };
}
