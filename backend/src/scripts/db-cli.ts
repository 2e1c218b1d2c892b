import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { createStorage } from '../services/files/storage/index.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateLatest } from '../db/migrations/index.ts';
import { seedDemo } from './seed/demo.ts';

const USAGE = 'usage: node backend/src/scripts/db-cli.ts migrate | seed-demo';

/** `npm run db:migrate` and `npm run db:seed:demo`: same database choice as the server (embedded unless DATABASE_URL). */
async function main(command: string | undefined): Promise<number> {
  if (command !== 'migrate' && command !== 'seed-demo') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  if (command === 'seed-demo' && !config.demoPassword) {
    process.stderr.write(
      'DEMO_PASSWORD is required for the demo seed: set it to the password the demo accounts should use.\n',
    );
    return 1;
  }
  const logger = pino({ level: config.logLevel });
  // Migrations and the seed are one-off work, not requests: no statement timeout.
  const database = await openDatabase({ ...config, dbStatementTimeoutMs: 0 }, logger);
  try {
    const ran = await migrateLatest(database.db);
    logger.info({ migrations: ran }, ran.length ? 'database migrated' : 'database already up to date');
    if (command === 'seed-demo') {
      await seedDemo({ db: database.db, storage: createStorage(config), config, logger });
    }
    return 0;
  } catch (error) {
    logger.error({ err: error }, `${command} failed`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv[2]);
