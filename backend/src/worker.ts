import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { createKnex } from './db/knex.ts';
import { migrateLatest } from './db/migrations/index.ts';
import { startWorkers } from './jobs/runner.ts';
import { exitWhenDone, loadOrExit } from './lib/process.ts';
import { createLocalStorage } from './services/files/storage/local.ts';
import { configureStitchThreads } from './services/stitch/stitch-thread-pool.ts';

/**
 * `npm run worker`: the job queue's workers alone, no HTTP. A deployment runs as many of these as
 * its background work needs beside its API processes (RUN_WORKERS=false there), all on one
 * PostgreSQL — hence DATABASE_URL: an embedded database belongs to the one process that started it.
 */
async function main(): Promise<void> {
  const config = loadOrExit((): Config => {
    const loaded = loadConfig();
    if (!loaded.databaseUrl)
      throw new ConfigError('DATABASE_URL is required: workers share the API processes’ database');
    return loaded;
  }, ConfigError);
  const logger = pino({ level: config.logLevel });
  configureStitchThreads(config.stitchThreads);
  const smtp = config.smtpUrl ? await import('./services/notifications/smtp.ts') : null;
  const s3 = config.s3 ? await import('./services/files/storage/index.ts') : null;
  const database = await openDatabase(config, logger);
  const migrator = createKnex(database.url, { poolMax: 1, logger });
  await migrateLatest(migrator).finally(() => migrator.destroy());
  const mailer = smtp?.createMailerFromConfig(config) ?? null;
  const storage = s3 ? s3.createStorage(config) : createLocalStorage(config.filesDir);
  const workers = await startWorkers(
    { config, db: database.db, storage, mailer, logger },
    { concurrency: config.workerConcurrency },
  );
  logger.info({ concurrency: config.workerConcurrency }, 'Stitchdesk workers started');

  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopping workers');
    exitWhenDone(
      logger,
      workers.stop().then(() => database.close()),
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

if (import.meta.main) await main();
