import { randomUUID } from 'node:crypto';
import type { ServiceKey } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { storageKeyFor } from '../../src/services/files/files.ts';
import { newId } from '../../src/lib/ids.ts';
import { validBlock } from '../../src/test/order-fixtures.ts';

/*
 * Seeding straight into the server's database, in batches: tens of thousands of rows in seconds.
 * The rows are what the services would write (block fields without attachments in orders.details,
 * files linked by order_id), so the API reads them exactly as it reads real orders. Order and file
 * ids are time-ordered UUIDv7s like the product's (newId(), the kind the uuidv7() column default
 * makes too) and carry the row's created_at, as if the product had made the row then: 10,000 orders
 * a minute apart spread their ids over a week, so the order list compresses as a real one would,
 * not as ids all made in one instant (which share more of their prefix).
 */

export interface SeededUser {
  id: string;
  email: string;
}

const BATCH = 1000;

async function insertInBatches<T extends object>(db: Knex, table: string, rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db(table).insert(rows.slice(i, i + BATCH));
}

/** `count` client accounts bench-<prefix>-<i>@stitchdesk.local sharing one password hash. */
export async function createClients(
  db: Knex,
  prefix: string,
  count: number,
  passwordHash: string,
): Promise<SeededUser[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    // Random, as users.id's column default still is (migration 0003 left users alone).
    id: randomUUID(),
    username: `Bench ${prefix} ${i}`,
    email: `bench-${prefix}-${i}@stitchdesk.local`,
    password_hash: passwordHash,
    role: 'client',
  }));
  await insertInBatches(db, 'users', rows);
  return rows.map(({ id, email }) => ({ id, email }));
}

const SERVICES: ServiceKey[] = ['digitizing', 'vector', 'patches', 'customApparel'];
const DESIGN_NAMES: Record<ServiceKey, string> = {
  digitizing: 'Crest',
  vector: 'Logo',
  patches: 'Badge',
  customApparel: '',
};

/**
 * The stored fields of a plausible order block (as orders.details holds them): the tests' valid
 * block of the service, with a name and instructions that vary from order to order as real ones do.
 */
function details(key: ServiceKey, i: number): Record<string, unknown> {
  const { orderTitle: _title, attachment: _attachment, ...fields } = validBlock(key, []);
  const otherInstructions = i % 3 === 0 ? '' : `Keep the colours of the sample; reference ${i}.`;
  const designName = 'designName' in fields ? { designName: `${DESIGN_NAMES[key]} ${i}` } : {};
  // orders.details holds custom apparel's total quantity, the server's sum of the sizes.
  const quantity =
    'sizes' in fields ? { quantity: fields.sizes.reduce((sum, size) => sum + size.quantity, 0) } : {};
  return { ...fields, otherInstructions, ...designName, ...quantity };
}

function fileRow(ownerId: string, orderId: string, kind: 'attachment' | 'delivery', name: string, at: Date) {
  const id = newId(at);
  return {
    id,
    owner_id: ownerId,
    order_id: orderId,
    kind,
    name,
    size: 48_213,
    content_type: kind === 'attachment' ? 'image/png' : 'application/octet-stream',
    sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    storage_key: storageKeyFor(id),
    created_at: at,
  };
}

/**
 * `count` orders for `userId`, newest first one minute apart, all four services in turn, each with
 * one attachment; every fourth is Completed with a delivered file. Returns the order ids.
 */
export async function createOrders(db: Knex, userId: string, count: number): Promise<string[]> {
  const now = Date.now();
  const orders = Array.from({ length: count }, (_, i) => {
    const key = SERVICES[i % SERVICES.length];
    const createdAt = new Date(now - i * 60_000);
    return {
      id: newId(createdAt),
      user_id: userId,
      service_type: key,
      status: i % 4 === 0 ? 'Completed' : 'Pending',
      title: `Bench order ${i} (${key})`,
      details: details(key, i),
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  const files = orders.flatMap((order, i) => [
    fileRow(userId, order.id, 'attachment', `artwork-${i}.png`, order.created_at),
    ...(order.status === 'Completed'
      ? [fileRow(userId, order.id, 'delivery', `design-${i}.dst`, order.updated_at)]
      : []),
  ]);
  await insertInBatches(db, 'orders', orders);
  await insertInBatches(db, 'files', files);
  return orders.map((order) => order.id);
}

/** `count` uploads of `userId` not yet attached to any order; returns their file ids. */
export async function createUploads(db: Knex, userId: string, count: number): Promise<string[]> {
  const now = new Date();
  const rows = Array.from({ length: count }, (_, i) => ({
    ...fileRow(userId, '', 'attachment', `upload-${i}.png`, now),
    order_id: null,
  }));
  await insertInBatches(db, 'files', rows);
  return rows.map((row) => row.id);
}

/** `count` notifications for `userId` (and the version bump that goes with them). */
export async function createNotifications(db: Knex, userId: string, count: number): Promise<void> {
  const now = Date.now();
  await insertInBatches(
    db,
    'notifications',
    Array.from({ length: count }, (_, i) => ({
      user_id: userId,
      message: `Your order Bench order ${i} has been placed`,
      created_at: new Date(now - i * 60_000),
    })),
  );
  await db('users').where({ id: userId }).increment('notifications_version', count);
}

/**
 * Brings the tables to the state a running system is in after seeding: statistics current and
 * nothing left for autovacuum to do, so it does not run (and take CPU) during a measurement.
 */
export async function settle(db: Knex): Promise<void> {
  await db.raw('VACUUM (ANALYZE) users, orders, files, notifications');
}
