import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { createKnex } from './knex.ts';

/** The database the embedded cluster holds Stitchdesk's tables in. */
export const EMBEDDED_DATABASE = 'stitchdesk';

export interface Database {
  db: Knex;
  /** The connection string `db` was opened with. */
  url: string;
  /** Set when no DATABASE_URL was given and the embedded PostgreSQL was started. */
  embedded: EmbeddedPostgres | null;
  /** Closes the pool, then stops the embedded PostgreSQL if it was started here. */
  close(): Promise<void>;
}

/** DATABASE_URL's server, or the embedded PostgreSQL under DATA_DIR/postgres (started here). */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    const log = logger.child({ component: 'postgres' });
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      onLog: (message, level) => log[level ?? 'debug'](message),
      onRestart: ({ error }) => {
        if (error) log.error({ err: error }, 'embedded PostgreSQL stopped and could not be started again');
        else log.warn('embedded PostgreSQL had stopped; started it again');
      },
    });
    logger.info({ port: embedded.port, dataDir: config.dataDir }, 'embedded PostgreSQL started');
    try {
      await embedded.ensureDatabase(EMBEDDED_DATABASE);
    } catch (error) {
      await embedded.stop();
      throw error;
    }
    url = embedded.connectionString(EMBEDDED_DATABASE);
  }
  const db = createKnex(url, {
    statementTimeoutMs: config.dbStatementTimeoutMs,
    acquireTimeoutMs: config.dbAcquireTimeoutMs,
    logger,
  });
  let closing: Promise<void> | null = null;
  return {
    db,
    url,
    embedded,
    close() {
      closing ??= (async () => {
        await db.destroy().catch((error: unknown) => logger.warn({ err: error }, 'closing the pool failed'));
        if (embedded) {
          await embedded.stop();
          logger.info('embedded PostgreSQL stopped');
        }
      })();
      return closing;
    },
  };
}
