import { createServer, type Server } from 'node:http';
import pino, { type Logger } from 'pino';
import { createApp } from './app.ts';
import { trackForDrain, type HttpDrain } from './http-drain.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { createKnex } from './db/knex.ts';
import { migrateLatest } from './db/migrations/index.ts';
import type { AppDeps } from './deps.ts';
import { adminPasswordNotice, ensureFirstAdmin } from './services/accounts/admin.ts';
import { createLocalStorage } from './services/files/storage/local.ts';
import { watchShopSettings, type SettingsWatch } from './services/settings/settings-watch.ts';
import { UserCache } from './services/accounts/user-cache.ts';
import { configureStitchThreads } from './services/stitch/stitch-thread-pool.ts';
import { startWorkers, type Workers } from './jobs/runner.ts';
import { exitWhenDone, loadOrExit } from './lib/process.ts';

/** How long in-flight requests may take to finish after a shutdown signal before they are cut. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface RunningServer {
  server: Server;
  /** Stops accepting, drains HTTP, closes the pool and stops the embedded PostgreSQL. */
  shutdown(): Promise<void>;
}

function listen(server: Server, port: number, host: string | null): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const done = () => {
      server.off('error', reject);
      resolve();
    };
    if (host) server.listen(port, host, done);
    else server.listen(port, done);
  });
}

/**
 * config → database (embedded unless DATABASE_URL) → migrations → first admin → listening app, and
 * the job queue's workers unless RUN_WORKERS=false.
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  // The S3 SDK and nodemailer are loaded only when configured: together they were a third of the
  // heap, and every major GC walks the heap (a 500 MB upload triggers a dozen of them).
  const smtp = config.smtpUrl ? await import('./services/notifications/smtp.ts') : null;
  const s3 = config.s3 ? await import('./services/files/storage/index.ts') : null;
  configureStitchThreads(config.stitchThreads);
  const database: Database = await openDatabase(config, logger);
  let http: Server;
  let drainer: HttpDrain;
  let workers: Workers | null = null;
  let settingsWatch: SettingsWatch | null = null;
  // Listens only once migrations have made its trigger; until start() nothing is cached.
  const users = new UserCache({ db: database.db, connectionString: database.url, logger });
  const mailer = smtp?.createMailerFromConfig(config) ?? null;
  const storage = s3 ? s3.createStorage(config) : createLocalStorage(config.filesDir);
  try {
    // Migrations may rightly take longer than the statement timeout requests run under.
    const migrator = createKnex(database.url, { poolMax: 1, logger });
    const ran = await migrateLatest(migrator).finally(() => migrator.destroy());
    if (ran.length > 0) logger.info({ migrations: ran }, 'database migrated');
    const admin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
    // A chosen ADMIN_PASSWORD is already known to whoever set it: never echo it.
    if (admin && config.adminPassword)
      logger.info({ email: admin.email }, 'first admin created with ADMIN_PASSWORD');
    else if (admin) process.stdout.write(adminPasswordNotice(admin));

    await users.start();
    settingsWatch = await watchShopSettings({ db: database.db, connectionString: database.url, logger });
    const deps: AppDeps = {
      config,
      db: database.db,
      storage,
      mailer,
      logger,
      users,
      // Asked only by requests, which come once drainer is set.
      draining: () => drainer.isDraining(),
    };
    // Before listening: once /readyz answers, start-up is over and a SIGTERM finds its handler.
    if (config.runWorkers) workers = await startWorkers(deps, { concurrency: config.workerConcurrency });
    http = createServer(createApp(deps).callback());
    drainer = trackForDrain(http);
    await listen(http, config.port, config.host);
  } catch (error) {
    await workers?.stop();
    await users.close();
    await settingsWatch?.close();
    await database.close();
    mailer?.close();
    throw error;
  }
  logger.info({ port: config.port, host: config.host ?? '(all interfaces)' }, 'Stitchdesk is listening');

  let stopping: Promise<void> | null = null;
  return {
    server: http,
    shutdown() {
      stopping ??= (async () => {
        await drainer.drain(DRAIN_TIMEOUT_MS, logger);
        // Jobs in hand finish (a mail, a delivery: seconds); anything cut short runs again elsewhere.
        await workers?.stop();
        await users.close();
        await settingsWatch?.close();
        mailer?.close();
        await database.close();
      })();
      return stopping;
    },
  };
}

async function main(): Promise<void> {
  const config = loadOrExit(loadConfig, ConfigError);
  const logger = pino({ level: config.logLevel });

  let running: RunningServer;
  try {
    running = await startServer(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'Stitchdesk could not start');
    process.exitCode = 1;
    return;
  }

  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      logger.warn({ signal }, 'second signal: closing open connections now');
      running.server.closeAllConnections();
      return;
    }
    logger.info({ signal }, 'shutting down');
    exitWhenDone(logger, running.shutdown());
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

if (import.meta.main) await main();
