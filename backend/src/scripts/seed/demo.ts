import { Readable } from 'node:stream';
import {
  DEFAULT_TURNAROUND_MINUTES,
  createOrderBlockSchemas,
  localToday,
  serverEarliestDate,
  type Role,
  type ServiceKey,
} from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Storage } from '../../services/files/storage/types.ts';
import { storeFile } from '../../services/files/files.ts';
import { fileSignerFor } from '../../services/files/signing.ts';
import { createOrder } from '../../services/orders/orders.ts';
import { recordOrderEvent } from '../../services/orders/order-rows.ts';
import { hashPassword } from '../../services/accounts/passwords.ts';
import { stripedPng } from './png.ts';

export const DEMO_CLIENT_EMAIL = 'client@stitchdesk.local';
export const DEMO_EMPLOYEES = [
  { email: 'employee1@stitchdesk.local', username: 'Maya' },
  { email: 'employee2@stitchdesk.local', username: 'Omar' },
] as const;

export interface SeedDeps {
  db: Knex;
  storage: Storage;
  config: Pick<Config, 'adminEmail' | 'demoPassword' | 'jwtSecret' | 'publicUrl'>;
  logger: Pick<Logger, 'info'>;
}

export interface SeedResult {
  createdUsers: string[];
  createdOrders: number;
}

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
}

interface DemoOrder {
  key: ServiceKey;
  block: Record<string, unknown>;
  picture: { name: string; color: [number, number, number] };
  /** Where the demo leaves the order; Completed orders get a delivered file. */
  status: 'Pending' | 'In Progress' | 'In Production' | 'Completed';
}

function demoOrders(): DemoOrder[] {
  return [
    {
      key: 'digitizing',
      status: 'Completed',
      picture: { name: 'lion-crest.png', color: [200, 16, 46] },
      block: {
        orderTitle: 'Lion crest, left chest',
        designName: 'Lion crest',
        designCategory: 'Left Chest',
        designSize: { height: 3.5, width: 3.5 },
        otherInstructions: 'Keep the mane detail; polo shirts.',
      },
    },
    {
      key: 'digitizing',
      status: 'Pending',
      picture: { name: 'team-logo-back.png', color: [0, 45, 114] },
      block: {
        orderTitle: 'Team logo, jacket back',
        designCategory: 'Jacket Back',
        designSize: { height: 10, width: 12 },
        otherInstructions: '',
      },
    },
    {
      key: 'vector',
      status: 'In Progress',
      picture: { name: 'coffee-shop-sketch.png', color: [78, 53, 36] },
      block: {
        orderTitle: 'Coffee shop logo redraw',
        designName: 'Bean & Leaf',
        designCategory: 'Color Separation',
        designColors: ['#000000', '#ffb81c'],
        designSize: { height: 4, width: 6 },
        otherInstructions: 'Two-colour screen print.',
      },
    },
    {
      key: 'vector',
      status: 'Pending',
      picture: { name: 'halftone-portrait.png', color: [64, 64, 64] },
      block: {
        orderTitle: 'Halftone portrait',
        designCategory: 'Halftones',
        designColors: ['#000000'],
        designSize: { height: 8, width: 8 },
      },
    },
    {
      key: 'patches',
      status: 'In Production',
      picture: { name: 'club-patch.png', color: [0, 122, 51] },
      block: {
        orderTitle: 'Hiking club patches',
        designName: 'Summit',
        patchCategory: 'Embroidery Patch',
        designColors: [],
        backing: 'Iron on',
        designSize: { height: 3, width: 3 },
        quantity: 50,
        estimatedDeliveryDate: inDays(14),
        otherInstructions: 'Merrowed border.',
      },
    },
    {
      key: 'patches',
      status: 'Pending',
      picture: { name: 'pvc-badge.png', color: [255, 130, 0] },
      block: {
        orderTitle: 'PVC badge for bags',
        patchCategory: 'PVC Patch',
        backing: 'Velcro',
        designSize: { height: 2.5, width: 2.5 },
        quantity: 25,
        estimatedDeliveryDate: inDays(21),
      },
    },
    {
      key: 'customApparel',
      status: 'Pending',
      picture: { name: 'hoodie-mockup.png', color: [134, 38, 51] },
      block: {
        orderTitle: 'Team hoodies',
        garmentCategory: 'Hoodie',
        garmentColors: ['#000000', '#ffffff'],
        garmentGSM: 320,
        sizes: [
          { size: 'S', quantity: 4 },
          { size: 'M', quantity: 10 },
          { size: 'L', quantity: 6 },
        ],
        shippingEstimatedTime: inDays(30),
        otherInstructions: 'Logo on the chest, names on the back.',
      },
    },
    {
      key: 'customApparel',
      status: 'In Progress',
      picture: { name: 'tshirt-print.png', color: [0, 163, 173] },
      block: {
        orderTitle: 'Event T-shirts',
        garmentCategory: 'Tshirt',
        garmentColors: ['#ffffff'],
        garmentGSM: 180,
        sizes: [{ size: 'XL', quantity: 12 }],
        shippingEstimatedTime: inDays(20),
      },
    },
  ];
}

async function ensureUser(
  db: Knex,
  user: { email: string; username: string; role: Role; passwordHash: string; assignTo?: string | null },
): Promise<{ id: string; created: boolean }> {
  const found = await db('users').whereRaw('lower(email) = lower(?)', [user.email]).first('id');
  if (found) return { id: found.id, created: false };
  const [row] = await db('users')
    .insert({
      username: user.username,
      email: user.email,
      password_hash: user.passwordHash,
      role: user.role,
      assign_to: user.assignTo ?? null,
    })
    .returning('id');
  return { id: row.id, created: true };
}

/**
 * Demo accounts (a client, an admin if absent, two employees; all with DEMO_PASSWORD) and, for a
 * client with no orders yet, a few orders of every service with a generated picture attached.
 * Running it again creates nothing twice.
 */
export async function seedDemo({ db, storage, config, logger }: SeedDeps): Promise<SeedResult> {
  if (!config.demoPassword) {
    throw new Error(
      'DEMO_PASSWORD is required for the demo seed: set it to the password the demo accounts should use.',
    );
  }
  const passwordHash = await hashPassword(config.demoPassword);
  const createdUsers: string[] = [];
  const remember = (email: string, result: { id: string; created: boolean }) => {
    if (result.created) createdUsers.push(email);
    return result.id;
  };

  const hasAdmin = await db('users').where({ role: 'admin' }).first('id');
  if (!hasAdmin) {
    remember(
      config.adminEmail,
      await ensureUser(db, { email: config.adminEmail, username: 'admin', role: 'admin', passwordHash }),
    );
  }
  const employeeIds: string[] = [];
  for (const employee of DEMO_EMPLOYEES) {
    employeeIds.push(
      remember(employee.email, await ensureUser(db, { ...employee, role: 'employee', passwordHash })),
    );
  }
  const clientId = remember(
    DEMO_CLIENT_EMAIL,
    await ensureUser(db, {
      email: DEMO_CLIENT_EMAIL,
      username: 'Demo Client',
      role: 'client',
      passwordHash,
      assignTo: employeeIds[0],
    }),
  );

  let createdOrders = 0;
  const hasOrders = await db('orders').where({ user_id: clientId }).first('id');
  if (!hasOrders) {
    const schemas = createOrderBlockSchemas({ earliestDate: serverEarliestDate() });
    const signer = fileSignerFor(config);
    const client = { id: clientId, username: 'Demo Client' };
    for (const demo of demoOrders()) {
      const png = stripedPng(demo.picture.color);
      const file = await storeFile(
        { db, storage },
        {
          ownerId: clientId,
          name: demo.picture.name,
          contentType: 'image/png',
          stream: Readable.from([png]),
          maxBytes: png.length,
        },
      );
      const attachment = [{ url: signer.url(file), name: file.name }];
      // Through the same schema and service as the API, so demo data is data the API could have made.
      const block = schemas[demo.key].parse({ ...demo.block, attachment });
      const order = await db.transaction((trx) =>
        createOrder(trx, client, demo.key, block, { turnaroundMinutes: DEFAULT_TURNAROUND_MINUTES }),
      );
      await advance(db, storage, order.id, demo, employeeIds[0]);
      createdOrders += 1;
    }
  }
  logger.info({ createdUsers, createdOrders }, 'demo seed done');
  return { createdUsers, createdOrders };
}

const PATH_TO: Record<DemoOrder['status'], ('In Progress' | 'In Production' | 'Completed')[]> = {
  Pending: [],
  'In Progress': ['In Progress'],
  'In Production': ['In Progress', 'In Production'],
  Completed: ['In Progress', 'Completed'],
};

/** Moves a demo order along the allowed arrows, as an employee would, recording each step. */
async function advance(db: Knex, storage: Storage, orderId: string, demo: DemoOrder, employeeId: string) {
  let from: 'Pending' | 'In Progress' | 'In Production' | 'Completed' = 'Pending';
  for (const to of PATH_TO[demo.status]) {
    if (to === 'Completed') {
      const png = stripedPng([20, 20, 20]);
      const delivered = await storeFile(
        { db, storage },
        {
          ownerId: employeeId,
          name: `final-${demo.picture.name}`,
          contentType: 'image/png',
          stream: Readable.from([png]),
          maxBytes: png.length,
          kind: 'delivery',
        },
      );
      await db('files').where({ id: delivered.id }).update({ order_id: orderId });
    }
    await db.transaction(async (trx) => {
      await trx('orders').where({ id: orderId }).update({ status: to, updated_at: trx.fn.now() });
      await recordOrderEvent(trx, { orderId, actorId: employeeId, from, to, note: 'Demo data' });
    });
    from = to;
  }
}
