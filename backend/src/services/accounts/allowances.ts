import {
  ALLOWANCE_KINDS,
  type AllowanceEvent,
  type AllowanceKind,
  type UpdateAllowancesInput,
} from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import type { AuthUser } from '../../state.ts';
import { usersChanged } from './user-cache.ts';

/*
 * A client's allowances (issue 27): staff's per-client overrides of the upload and order limits and
 * the storage quota. The overrides are columns of `users`, so they reach the limits through the user
 * cache with the rest of the signed-in user, and a change is seen by every process (migration 0070).
 */

const MB = 1024 * 1024;

const COLUMN: Record<AllowanceKind, 'upload_allowance' | 'order_allowance' | 'storage_quota_mb'> = {
  uploadsPerWindow: 'upload_allowance',
  ordersPerWindow: 'order_allowance',
  storageQuotaMb: 'storage_quota_mb',
};

export type Overrides = Record<AllowanceKind, number | null>;

/** The server's defaults, as the overrides are expressed. */
export function defaultAllowances(config: Config): Record<AllowanceKind, number> {
  return {
    uploadsPerWindow: config.uploadRateLimit,
    ordersPerWindow: config.orderRateLimit,
    storageQuotaMb: Math.ceil(config.uploadQuotaBytes / MB),
  };
}

/** The server's defaults and the windows the per-window limits count over, as staff read them. */
export function allowanceSettings(config: Config) {
  return {
    defaults: defaultAllowances(config),
    windows: {
      uploadWindowSeconds: config.uploadRateWindowSeconds,
      orderWindowSeconds: config.orderRateWindowSeconds,
    },
  };
}

/** Uploads the user may make per UPLOAD_RATE_WINDOW. */
export const uploadLimitOf = (config: Config, user: AuthUser) =>
  user.allowances.uploads ?? config.uploadRateLimit;

/** Orders the user may place per ORDER_RATE_WINDOW. */
export const orderLimitOf = (config: Config, user: AuthUser) =>
  user.allowances.orders ?? config.orderRateLimit;

/** The bytes the user's stored uploads may take. */
export const storageQuotaBytesOf = (
  config: Config,
  user: { allowances: { storageQuotaMb: number | null } },
) =>
  user.allowances.storageQuotaMb === null ? config.uploadQuotaBytes : user.allowances.storageQuotaMb * MB;

interface EventRow {
  id: string;
  kind: AllowanceKind;
  from_value: number | null;
  to_value: number | null;
  changed_by: string | null;
  changed_by_username: string | null;
  created_at: Date;
}

/** A client's overrides (null: the default), or undefined when there is no such client. */
export async function allowancesOf(db: Knex, clientId: string): Promise<Overrides | undefined> {
  const row = await db('users').where({ id: clientId, role: 'client' }).first<{
    upload_allowance: number | null;
    order_allowance: number | null;
    storage_quota_mb: number | null;
  }>(Object.values(COLUMN));
  if (!row) return undefined;
  return {
    uploadsPerWindow: row.upload_allowance,
    ordersPerWindow: row.order_allowance,
    storageQuotaMb: row.storage_quota_mb,
  };
}

/** The changes to a client's allowances, newest first, with who made them. */
export async function allowanceHistory(db: Knex, clientId: string, limit = 50): Promise<AllowanceEvent[]> {
  const rows = await db('client_allowance_events as e')
    .leftJoin('users as u', 'u.id', 'e.changed_by')
    .where('e.client_id', clientId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .select<EventRow[]>('e.*', 'u.username as changed_by_username');
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    from: row.from_value,
    to: row.to_value,
    by: row.changed_by ? { id: row.changed_by, username: row.changed_by_username ?? '' } : null,
    at: row.created_at.toISOString(),
  }));
}

/**
 * Sets a client's overrides, one history row for each that changed. The client's row is locked, so
 * two admins' changes are recorded one after the other with the right "from". Every process forgets
 * the cached row once this commits (the users_changed trigger; this one's at once).
 */
export async function setAllowances(
  trx: Knex.Transaction,
  clientId: string,
  input: UpdateAllowancesInput,
  changedBy: string,
): Promise<boolean> {
  const current = await trx('users')
    .where({ id: clientId, role: 'client' })
    .forNoKeyUpdate()
    .first<Record<string, number | null> | undefined>(Object.values(COLUMN));
  if (!current) return false;
  const kinds = ALLOWANCE_KINDS.filter((kind) => current[COLUMN[kind]] !== input[kind]);
  if (!kinds.length) return true;
  await trx('users')
    .where({ id: clientId })
    .update(Object.fromEntries(kinds.map((kind) => [COLUMN[kind], input[kind]])));
  await trx('client_allowance_events').insert(
    kinds.map((kind) => ({
      client_id: clientId,
      kind,
      from_value: current[COLUMN[kind]],
      to_value: input[kind],
      changed_by: changedBy,
    })),
  );
  usersChanged(trx, [clientId]);
  return true;
}

/** A client's allowance overrides with their history (newest first), as staff see them; undefined for no such client. */
export async function clientAllowances(
  db: Knex,
  clientId: string,
): Promise<{ overrides: Overrides; history: AllowanceEvent[] } | undefined> {
  const overrides = await allowancesOf(db, clientId);
  if (!overrides) return undefined;
  return { overrides, history: await allowanceHistory(db, clientId) };
}

/** Sets a client's allowances and reads them back, in one transaction; undefined for no such client. */
export async function updateClientAllowances(
  db: Knex,
  clientId: string,
  input: UpdateAllowancesInput,
  changedBy: string,
): ReturnType<typeof clientAllowances> {
  return db.transaction(async (trx) => {
    if (!(await setAllowances(trx, clientId, input, changedBy))) return undefined;
    return clientAllowances(trx, clientId);
  });
}
