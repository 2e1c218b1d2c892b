import { lstatSync, realpathSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { isRoot, ROOT_STATE_DIR } from './postgres-as-root.ts';
import { packagedBinaries } from './postgres-process.ts';

async function query(cluster: EmbeddedPostgres, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: cluster.connectionString('postgres') });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

if (!isRoot()) {
  console.log('embedded-as-root.test.ts skipped: it checks a start as root, and this run is not root');
}

/**
 * `npm install && npm start` as root in a folder no other user may enter (a `mktemp -d` clone,
 * /root): PostgreSQL cannot run as root, and the user it runs as can reach neither the programs
 * in node_modules nor DATA_DIR.
 */
describe.skipIf(!isRoot())('embedded PostgreSQL as root in a private folder', () => {
  let privateDir = '';
  let cluster: EmbeddedPostgres | null = null;
  let relocated = '';

  afterAll(async () => {
    await cluster?.stop();
    if (relocated) await rm(path.dirname(relocated), { recursive: true, force: true });
    if (privateDir) await rm(privateDir, { recursive: true, force: true });
  });

  it('starts, answers, and finds its data again at the next start', async () => {
    privateDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-private-'));
    expect(statSync(privateDir).mode & 0o777).toBe(0o700);
    // The programs as a clone in that folder has them.
    const packaged = await packagedBinaries();
    const binaries = { ...packaged, root: path.join(privateDir, 'node_modules', 'native') };
    await cp(packaged.root, binaries.root, { recursive: true, verbatimSymlinks: true });
    const dataDir = path.join(privateDir, '.data');

    cluster = await startEmbeddedPostgres({ dataDir, binaries, ephemeral: true, superviseEveryMs: 0 });
    expect((await query(cluster, 'SELECT 1 AS one')).rows[0].one).toBe(1);
    const served = (await query(cluster, `SELECT current_setting('data_directory') AS dir`)).rows[0]
      .dir as string;
    relocated = realpathSync(path.join(dataDir, 'postgres'));
    expect(lstatSync(path.join(dataDir, 'postgres')).isSymbolicLink()).toBe(true);
    expect(relocated.startsWith(`${ROOT_STATE_DIR}/`)).toBe(true);
    expect(served).toBe(relocated);
    // The folder stays private.
    expect(statSync(privateDir).mode & 0o777).toBe(0o700);
    await query(cluster, 'CREATE TABLE kept (id int)');
    await cluster.stop();

    cluster = await startEmbeddedPostgres({ dataDir, binaries, ephemeral: true, superviseEveryMs: 0 });
    expect((await query(cluster, `SELECT to_regclass('kept') IS NOT NULL AS kept`)).rows[0].kept).toBe(true);
  }, 120_000);
});
