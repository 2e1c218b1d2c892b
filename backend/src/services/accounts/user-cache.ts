import { randomBytes } from 'node:crypto';
import type { Role } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Logger } from 'pino';
import { USERS_CHANGED_CHANNEL } from '../../db/channels.ts';
import { isDatabaseUnavailable } from '../../db/outage.ts';
import { throttledWarning } from '../../lib/throttled-log.ts';
import { messageOf } from '../../lib/thrown.ts';

/** What auth() needs of a user, as stored. */
export interface AuthUserRow {
  id: string;
  role: Role;
  email: string;
  username: string;
  notifications_version: number;
  /** How many notifications the user has: with notifications_version, what their list's ETag is made of. */
  notifications_count: number;
  orders_version: number;
  disabled: boolean;
  /** Tokens signed in another generation are void (services/accounts/sessions.ts). */
  session_generation: number;
  /** Ids of sessions logged out before their token expired, with that expiry. */
  revoked_sessions: Record<string, number>;
  /** Staff's overrides of the limits (migration 0070); null: the default. */
  upload_allowance: number | null;
  order_allowance: number | null;
  storage_quota_mb: number | null;
  /** Two-factor sign-in on (migration 0170): staff routes need it when the shop requires it. */
  mfa_enabled: boolean;
}

const USER_BY_ID =
  'SELECT id, role, email, username, notifications_version, orders_version, disabled, ' +
  'session_generation, revoked_sessions, upload_allowance, order_allowance, storage_quota_mb, ' +
  '(mfa_secret IS NOT NULL) AS mfa_enabled, ' +
  '(SELECT count(*) FROM notifications n WHERE n.user_id = users.id) AS notifications_count ' +
  'FROM users WHERE id = ?';
/** A named statement: each pooled connection parses and plans it once, not on every request. */
const PREPARED = { name: 'auth-user-by-id' } as const;
/** Payloads this process sends to itself to learn that every earlier notification has arrived. */
const SYNC_PREFIX = `sync:${randomBytes(6).toString('hex')}:`;

export interface UserCacheOptions {
  db: Knex;
  /** The database `db` uses: the LISTEN connection is its own, outside the pool. */
  connectionString: string;
  logger: Logger;
  /** Rows kept (the least recently used are forgotten first). */
  maxEntries?: number;
  /** A row is read again after this long even without a notification: a bound on any missed one. */
  maxAgeMs?: number;
  /** Wait before listening again after the connection was lost. */
  retryMs?: number;
}

interface Entry {
  row: AuthUserRow;
  loadedAt: number;
}

/** Every started cache of this process, so a write made here evicts at once (see usersChanged). */
const liveCaches = new Set<UserCache>();

/**
 * The user rows auth() reads on every request, kept in memory. Clients poll every few seconds, and
 * this primary-key read was most of the cost of an unchanged poll (a 304): the database round trip
 * alone cost several times what the rest of the answer did.
 *
 * Staying correct across processes: a trigger (migration 0004) sends NOTIFY with the user's id when
 * a cached column changes; each process LISTENs on its own connection and forgets that row. While
 * it is not listening (starting, connection lost) nothing is cached and every request reads the
 * database, as before. A read that overlapped a notification is not kept, so a row loaded just
 * before a commit cannot outlive it. Writes made in this process also evict as soon as they commit
 * (usersChanged), without waiting for their own notification.
 */
export class UserCache {
  readonly #db: Knex;
  readonly #connectionString: string;
  readonly #logger: Logger;
  readonly #warnLost = throttledWarning();
  readonly #maxAgeMs: number;
  readonly #retryMs: number;
  readonly #entries: LRUCache<string, Entry>;
  /** Loads under way, shared by concurrent requests of the same user. */
  readonly #loading = new Map<string, { generation: number; row: Promise<AuthUserRow | undefined> }>();
  /** Moves with every eviction: a load that saw it move may hold an old row. */
  #generation = 0;
  #listener: pg.Client | null = null;
  #listening = false;
  #closed = false;
  #retry: NodeJS.Timeout | null = null;
  readonly #syncs = new Map<string, () => void>();
  #syncCount = 0;

  constructor({
    db,
    connectionString,
    logger,
    maxEntries = 10_000,
    maxAgeMs = 60_000,
    retryMs = 1_000,
  }: UserCacheOptions) {
    this.#db = db;
    this.#connectionString = connectionString;
    this.#logger = logger;
    this.#entries = new LRUCache({ max: maxEntries });
    this.#maxAgeMs = maxAgeMs;
    this.#retryMs = retryMs;
  }

  /** True while notifications arrive, and so rows are kept. */
  get listening(): boolean {
    return this.#listening;
  }

  /** Starts listening. A failure is logged and retried; the cache stays off (reads go through) meanwhile. */
  async start(): Promise<void> {
    liveCaches.add(this);
    await this.#listen();
  }

  async close(): Promise<void> {
    this.#closed = true;
    liveCaches.delete(this);
    if (this.#retry) clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#stopCaching();
    if (listener) await listener.end().catch(() => undefined);
  }

  /**
   * The user's row when it is kept and current, without a promise: auth() answers a poll without
   * waiting a turn of the event loop for what is already in memory. Undefined: ask get().
   */
  peek(id: string): AuthUserRow | undefined {
    const entry = this.#entries.get(id);
    if (entry && this.#listening && Date.now() - entry.loadedAt < this.#maxAgeMs) return entry.row;
    return undefined;
  }

  /** The user's row (a disabled one too), or undefined when there is none. */
  async get(id: string): Promise<AuthUserRow | undefined> {
    const kept = this.peek(id);
    if (kept) return kept;
    const generation = this.#generation;
    const loading = this.#loading.get(id);
    if (loading && loading.generation === generation) return loading.row;
    const row = this.#load(id, generation);
    this.#loading.set(id, { generation, row });
    return row;
  }

  /** Forgets one user's row. */
  evict(id: string): void {
    this.#generation += 1;
    this.#entries.delete(id);
  }

  /**
   * Resolves once every notification sent before the call has been applied here: what another
   * process (or a direct UPDATE) committed before this call is then what get() answers.
   */
  async sync(): Promise<void> {
    if (!this.#listening) return;
    this.#syncCount += 1;
    const payload = `${SYNC_PREFIX}${this.#syncCount}`;
    const arrived = new Promise<void>((resolve) => this.#syncs.set(payload, resolve));
    try {
      await this.#db.raw('SELECT pg_notify(?, ?)', [USERS_CHANGED_CHANNEL, payload]);
    } catch (error) {
      this.#syncs.delete(payload);
      throw error;
    }
    await arrived;
  }

  async #load(id: string, generation: number): Promise<AuthUserRow | undefined> {
    try {
      const { rows } = await this.#db.raw<{ rows: AuthUserRow[] }>(USER_BY_ID, [id]).options(PREPARED);
      const row = rows[0];
      // Kept only when no notification arrived meanwhile (it could have been about this row).
      if (row && this.#listening && generation === this.#generation) {
        this.#entries.set(id, { row, loadedAt: Date.now() });
      }
      return row;
    } finally {
      if (this.#loading.get(id)?.generation === generation) this.#loading.delete(id);
    }
  }

  async #listen(): Promise<void> {
    this.#retry = null;
    if (this.#closed) return;
    const client = new pg.Client({
      connectionString: this.#connectionString,
      application_name: 'stitchdesk users listener',
      connectionTimeoutMillis: 10_000,
      // A connection that dies without a word (a NAT or firewall forgetting it) must end in 'error'
      // soon, not after the system's two-hour default; until then maxAgeMs bounds what is missed.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.#listener === client) this.#listener = null;
      this.#stopCaching();
      if (this.#closed) return;
      // Retried every second through an outage: one line a second at most, without the same stack.
      const fields = isDatabaseUnavailable(error) ? { reason: messageOf(error) } : { err: error };
      this.#warnLost(this.#logger, fields, 'user cache: not listening for changes; reading every request');
      this.#retry = setTimeout(() => void this.#listen(), this.#retryMs);
      this.#retry.unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', ({ payload }) => this.#notified(payload ?? ''));
    try {
      await client.connect();
      await client.query(`LISTEN ${USERS_CHANGED_CHANNEL}`);
    } catch (error) {
      onLost(error);
      await client.end().catch(() => undefined);
      return;
    }
    if (this.#closed || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#listener = client;
    // Rows may have changed while nobody listened; none were kept then, so there is nothing to drop.
    this.#listening = true;
  }

  #notified(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.#syncs.get(payload)?.();
      this.#syncs.delete(payload);
    } else if (!payload.startsWith('sync:')) {
      this.evict(payload);
    }
  }

  /** Not listening: forget everything, and release anyone waiting in sync() (nothing is cached to wait for). */
  #stopCaching(): void {
    this.#listening = false;
    this.#generation += 1;
    this.#entries.clear();
    for (const resolve of this.#syncs.values()) resolve();
    this.#syncs.clear();
  }
}

/**
 * Forgets `userIds` in every cache of this process once `trx` commits (at once when it is not a
 * transaction): the request that made the change answers after that, so its client's next request
 * sees the change even before the NOTIFY arrives. A rollback changed nothing and evicts nothing.
 */
export function usersChanged(trx: Knex | Knex.Transaction, userIds: readonly string[]): void {
  const evict = () => {
    for (const cache of liveCaches) for (const id of userIds) cache.evict(id);
  };
  if ('executionPromise' in trx && trx.isTransaction) trx.executionPromise.then(evict, () => undefined);
  else evict();
}
