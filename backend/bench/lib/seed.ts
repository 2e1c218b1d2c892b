import { randomUUID } from 'node:crypto';
import type { ServiceKey } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import { storageKeyFor } from '../../src/services/files.ts';
import { newId } from '../../src/services/ids.ts';

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

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const SERVICES: ServiceKey[] = ['digitizing', 'vector', 'patches', 'customApparel'];

/** The stored fields of a plausible order block (as orders.details holds them). */
function details(key: ServiceKey, i: number): Record<string, unknown> {
  const otherInstructions = i % 3 === 0 ? '' : `Keep the colours of the sample; reference ${i}.`;
  switch (key) {
    case 'digitizing':
      return {
        otherInstructions,
        designName: `Crest ${i}`,
        designCategory: 'Left Chest',
        designSize: { height: 3.5, width: 4 },
      };
    case 'vector':
      return {
        otherInstructions,
        designName: `Logo ${i}`,
        designCategory: 'Color Separation',
        designColors: ['#FFFFFF', '#000000', '#C8102E'],
        designSize: { height: 10, width: 12.25 },
      };
    case 'patches':
      return {
        otherInstructions,
        designName: `Badge ${i}`,
        patchCategory: 'Woven Patch',
        designColors: ['#ff0000'],
        backing: 'Velcro',
        designSize: { height: 3, width: 3 },
        quantity: 50,
        estimatedDeliveryDate: inDays(10),
      };
    case 'customApparel':
      return {
        otherInstructions,
        garmentCategory: 'Hoodie',
        garmentColors: ['#000000'],
        garmentGSM: 320,
        sizes: [
          { size: 'M', quantity: 4 },
          { size: 'XL', quantity: 2 },
        ],
        quantity: 6,
        shippingEstimatedTime: inDays(14),
      };
  }
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
  // As the services do: the owner's order list changed, so its ETag and cached bytes must too.
  await db('users').where({ id: userId }).increment('orders_version', 1);
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
