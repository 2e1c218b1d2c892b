import type { Knex } from 'knex';
import { allowedTransitions, PHYSICAL_SERVICES, type NextStep, type OrderStatus } from '@stitchdesk/shared';
import type { OrderRow } from '../../db/rows.ts';
import { conflict } from '../../errors.ts';
import { productionRequirements } from './production-gate.ts';
import { DELIVER_BEFORE_COMPLETING, SHIP_TO_REQUIRED } from './status-messages.ts';
import type { Requirement } from './requirement.ts';

type Db = Knex | Knex.Transaction;

/**
 * Completing digital work needs its files delivered (a delivery completes it; completing by hand is
 * for work already delivered). Goods are completed once shipped: what they deliver is the parcel.
 */
async function completionRequirements(db: Db, order: OrderRow): Promise<Requirement[]> {
  if (PHYSICAL_SERVICES.includes(order.service_type)) return [];
  const delivered = await db('files').where({ order_id: order.id, kind: 'delivery' }).first('id');
  return [
    {
      label: 'Files delivered',
      met: !!delivered,
      detail: delivered ? null : 'Deliver the finished files below',
      refusal: DELIVER_BEFORE_COMPLETING,
    },
  ];
}

/** Goods ship only to an address: the client's ship-to, copied onto the order. */
function shippingRequirements(order: OrderRow): Requirement[] {
  const met = order.ship_to !== null;
  return [
    {
      label: 'Ship-to address',
      met,
      detail: met ? null : 'The client has not given a ship-to address yet',
      refusal: SHIP_TO_REQUIRED,
    },
  ];
}

/** What moving `order` to `to` needs: the same rules changeOrderStatus enforces. */
export async function requirementsOf(db: Db, order: OrderRow, to: OrderStatus): Promise<Requirement[]> {
  if (to === 'In Production') return productionRequirements(db, order);
  if (to === 'Completed') return completionRequirements(db, order);
  if (to === 'Shipped') return shippingRequirements(order);
  return [];
}

/** Throws the first unmet requirement's 409. */
export async function assertRequirements(trx: Knex.Transaction, order: OrderRow, to: OrderStatus) {
  const unmet = (await requirementsOf(trx, order, to)).find((r) => !r.met);
  if (unmet) throw conflict(unmet.refusal);
}

/** For each move allowed from the order's status, its checklist and whether it would be accepted now. */
export async function nextStepsOf(db: Db, order: OrderRow): Promise<NextStep[]> {
  return Promise.all(
    allowedTransitions(order.service_type, order.status).map(async (status) => {
      const requirements = await requirementsOf(db, order, status);
      return {
        status,
        ready: requirements.every((r) => r.met),
        requirements: requirements.map(({ label, met, detail }) => ({ label, met, detail })),
      };
    }),
  );
}
