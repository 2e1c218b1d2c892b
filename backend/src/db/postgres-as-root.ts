import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, statSync } from 'node:fs';
import { chmod, chown, cp, mkdir, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { binary, type PostgresBinaries, type RunAs } from './postgres-process.ts';
import { isRecord } from '@stitchdesk/shared';

/*
 * PostgreSQL refuses to run as root. When Stitchdesk runs as root (a container, a CI runner, /root)
 * PostgreSQL runs as an unprivileged system user, and that user must reach its programs and its
 * data: a clone in a folder only root may enter (mode 700, as `mktemp -d` makes) is out of its
 * reach. Whatever it cannot reach goes under ROOT_STATE_DIR instead, which it can.
 */

/** Where, as root, PostgreSQL's programs and data go when the unprivileged user cannot reach DATA_DIR. */
export const ROOT_STATE_DIR = '/var/lib/stitchdesk';
/** The system user PostgreSQL runs as under root; created on first need. */
export const SYSTEM_USER = 'stitchdesk';

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function lookup(name: string): RunAs | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { uid, gid, name };
  } catch {
    return null;
  }
}

/** The user a new cluster runs as: SYSTEM_USER, created if missing (or `postgres`, if it cannot be). */
export function systemUser(): RunAs {
  const existing = lookup(SYSTEM_USER);
  if (existing) return existing;
  let failure = '';
  try {
    execFileSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        SYSTEM_USER,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    failure = String((isRecord(error) && error.stderr) || error).trim();
  }
  // Another process may have created it at the same moment.
  const user = lookup(SYSTEM_USER) ?? lookup('postgres');
  if (user) return user;
  throw new Error(
    `PostgreSQL cannot run as root, and the system user "${SYSTEM_USER}" to run it as could not be created ` +
      `(useradd: ${failure || 'not found'}). Create that user, run Stitchdesk as an ordinary user, or set DATABASE_URL.`,
  );
}

/** The user owning an existing cluster: PostgreSQL runs only as its data directory's owner. */
export function ownerOf(databaseDir: string): RunAs {
  const { uid, gid } = statSync(databaseDir);
  if (uid === 0) {
    throw new Error(
      `The PostgreSQL data directory ${databaseDir} belongs to root, and PostgreSQL cannot run as root.`,
    );
  }
  let name = String(uid);
  try {
    name = execFileSync('id', ['-nu', String(uid)], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    // a uid without a name: PostgreSQL will say so if it minds
  }
  return { uid, gid, name };
}

/** True when `user` may enter `dir` and every folder above it (mode bits; its primary group only). */
export function canEnter(dir: string, user: RunAs): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(current)) {
      const { mode, uid, gid } = statSync(current);
      const bit = uid === user.uid ? 0o100 : gid === user.gid ? 0o010 : 0o001;
      if ((mode & bit) === 0) return false;
    }
    if (current === path.dirname(current)) return true;
  }
}

async function ensureStateDir(): Promise<void> {
  await mkdir(ROOT_STATE_DIR, { recursive: true });
  // Others may pass through to what is theirs, not list it.
  await chmod(ROOT_STATE_DIR, 0o711);
}

/**
 * The PostgreSQL programs `user` can run: the installed ones when it can, else a copy kept under
 * ROOT_STATE_DIR (one per version and platform, made once; about 60 MB).
 */
export async function binariesFor(binaries: PostgresBinaries, user: RunAs): Promise<PostgresBinaries> {
  const runs = (root: string) =>
    spawnSync(binary({ ...binaries, root }, 'postgres'), ['--version'], {
      uid: user.uid,
      gid: user.gid,
      cwd: '/',
    }).status === 0;
  if (runs(binaries.root)) return binaries;
  const copy = path.join(ROOT_STATE_DIR, `postgres-${binaries.version}-${process.platform}-${process.arch}`);
  if (!existsSync(path.join(copy, 'bin')) || !runs(copy)) {
    await ensureStateDir();
    const partial = `${copy}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(binaries.root, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rm(copy, { recursive: true, force: true });
    await rename(partial, copy).catch(async (error: unknown) => {
      // Another process put its copy there first.
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(path.join(copy, 'bin'))) throw error;
    });
  }
  if (!runs(copy)) throw new Error(`PostgreSQL cannot run as the "${user.name}" user from ${copy}.`);
  return { ...binaries, root: copy };
}

/**
 * Makes the folder a new cluster goes in, owned by `user`: `link` itself when `user` can reach it,
 * else a folder under ROOT_STATE_DIR that `link` then points to (named by a hash of DATA_DIR). Returns
 * the folder's real path.
 */
export async function newClusterDir(link: string, dataDir: string, user: RunAs): Promise<string> {
  let target = link;
  if (!canEnter(dataDir, user)) {
    await ensureStateDir();
    const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
    const home = path.join(ROOT_STATE_DIR, `cluster-${hash}`);
    target = path.join(home, 'data');
    if (existsSync(path.join(target, 'PG_VERSION'))) {
      // Left by an earlier DATA_DIR at the same path that was deleted: kept, never reused or lost.
      await rename(home, `${home}.${Date.now()}`);
    } else {
      await rm(home, { recursive: true, force: true });
    }
    await mkdir(home, { recursive: true, mode: 0o711 });
    // Says whose data this is, for whoever finds the folder.
    await writeFile(path.join(home, 'DATA_DIR'), `${path.resolve(dataDir)}\n`);
    await mkdir(target, { mode: 0o700 });
    // A link left by an earlier initdb that failed.
    if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) await unlink(link);
    await symlink(target, link, 'dir');
  } else {
    await mkdir(target, { recursive: true, mode: 0o700 });
  }
  await chown(target, user.uid, user.gid);
  return target;
}
