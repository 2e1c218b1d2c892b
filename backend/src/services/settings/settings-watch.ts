import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { SHOP_SETTINGS_CHANGED_CHANNEL } from '../../db/channels.ts';
import { isDatabaseUnavailable } from '../../db/outage.ts';
import { throttledWarning } from '../../lib/throttled-log.ts';
import { messageOf } from '../../lib/thrown.ts';
import { forgetShopSettings, setShopSettingsWatched } from './shop-settings.ts';

export interface SettingsWatch {
  /** True while notifications arrive (and so the settings are cached). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Lets this process cache the shop's settings: LISTENs on its own connection for migration 0140's
 * NOTIFY and forgets them when it arrives. While the connection is down nothing is cached (every
 * read goes to the database) and it connects again after `retryMs`.
 */
export async function watchShopSettings({
  db,
  connectionString,
  logger,
  retryMs = 1_000,
}: {
  db: Knex;
  connectionString: string;
  logger: Logger;
  retryMs?: number;
}): Promise<SettingsWatch> {
  const warnLost = throttledWarning();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const listen = async () => {
    retry = null;
    if (closed) return;
    const next = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      listening = false;
      setShopSettingsWatched(db, false);
      if (closed) return;
      const fields = isDatabaseUnavailable(error) ? { reason: messageOf(error) } : { err: error };
      warnLost(logger, fields, 'shop settings: not listening for changes; reading every time');
      retry = setTimeout(() => void listen(), retryMs);
      retry.unref();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', () => forgetShopSettings(db));
    try {
      await next.connect();
      await next.query(`LISTEN ${SHOP_SETTINGS_CHANGED_CHANNEL}`);
    } catch (error) {
      onLost(error);
      await next.end().catch(() => undefined);
      return;
    }
    if (closed || lost) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    listening = true;
    setShopSettingsWatched(db, true);
  };

  await listen();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listening = false;
      setShopSettingsWatched(db, false);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
