import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.ts';
import { createKnex } from '../db/knex.ts';
import { migrateLatest } from '../db/migrations/index.ts';
import {
  createDatabaseFromTemplate,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
  withAdminClient,
} from './database.ts';

/**
 * Once per backend test run: a PostgreSQL server (DATABASE_URL's, or a throwaway embedded one) and a
 * migrated template database. Test files clone the template (see harness.ts), so each starts clean.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedPostgres | null = null;
  let tempDir: string | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-test-pg-'));
    // Enterable, so that as root the cluster stays in it: PostgreSQL's user could not enter a private
    // folder, and the cluster would go under /var/lib/stitchdesk, left behind when this folder is removed.
    await chmod(tempDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: tempDir, ephemeral: true });
    adminUrl = embedded.connectionString('postgres');
  }

  const template = uniqueDatabaseName('stitchdesk_template');
  try {
    await withAdminClient(adminUrl, (client) =>
      client.query(`CREATE DATABASE ${client.escapeIdentifier(template)}`),
    );
    const db = createKnex(databaseUrl(adminUrl, template), { poolMax: 1 });
    try {
      await migrateLatest(db);
    } finally {
      await db.destroy();
    }
    // Fail here, once, rather than in every file, if the server cannot clone databases.
    const probe = uniqueDatabaseName('stitchdesk_probe');
    await createDatabaseFromTemplate(adminUrl, probe, template);
    await dropDatabase(adminUrl, probe);
  } catch (error) {
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('stitchdeskDb', { adminUrl, template });

  return async () => {
    await dropDatabase(adminUrl, template).catch(() => undefined);
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
