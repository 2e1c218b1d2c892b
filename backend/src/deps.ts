import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Storage } from './services/files/storage/types.ts';
import type { UserCache } from './services/accounts/user-cache.ts';
import type { Mailer } from './services/notifications/mailer.ts';

export type { Mailer, Storage };

/** Everything the app needs from outside, built once by server.ts (or the test harness). */
export interface AppDeps {
  config: Config;
  db: Knex;
  storage: Storage;
  mailer: Mailer | null;
  logger: Logger;
  /** The rows auth() reads on every request, kept coherent by NOTIFY (services/accounts/user-cache.ts). */
  users: UserCache;
  /** True once the server is shutting down (http-drain.ts): readiness answers 503. */
  draining?: () => boolean;
}
