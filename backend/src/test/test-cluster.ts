import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.ts';
import { createKnex } from '../db/knex.ts';
import { migrateLatest } from '../db/migrations/index.ts';
import { databaseUrl, uniqueDatabaseName, withAdminClient, type TestDatabaseServer } from './database.ts';

/**
 * A PostgreSQL of the test file's own, with a migrated template as the run's shared one has, for
 * tests that stop and start the database (the shared one must stay up for every other file). Pass
 * `server` to createTestContext to open a context on it.
 */
export interface TestCluster {
  server: TestDatabaseServer;
  /** Stops PostgreSQL (fast shutdown: every connection is closed). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

export async function startTestCluster(): Promise<TestCluster> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-cluster-'));
  // Enterable, so that as root the cluster stays in it (see global-setup.ts).
  await chmod(dataDir, 0o755);
  let pg: EmbeddedPostgres | null = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  const { port } = pg;
  const adminUrl = pg.connectionString('postgres');
  const template = uniqueDatabaseName('stitchdesk_template');
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${client.escapeIdentifier(template)}`),
  );
  const db = createKnex(databaseUrl(adminUrl, template), { poolMax: 1 });
  try {
    await migrateLatest(db);
  } finally {
    await db.destroy();
  }
  return {
    server: { adminUrl, template },
    async stop() {
      await pg?.stop();
      pg = null;
    },
    async start() {
      pg ??= await startEmbeddedPostgres({ dataDir, port, ephemeral: true });
    },
    async close() {
      await pg?.stop();
      pg = null;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
