import type { Knex } from 'knex';
import type { StaffOrderRow } from '../../db/rows.ts';
import { ownedBy } from '../../policies.ts';
import { outstandingOrdersOf } from '../billing/statement/statement-query.ts';
import { savedMachinesOf } from '../machines/profile.ts';
import { newestPage } from '../newest-page.ts';
import { STAFF_ORDER_COLUMNS, visibleOrders } from '../orders/visible.ts';
import type { StaffViewer } from '../orders/viewer.ts';
import { currentPlansOf } from '../plans/plans-query.ts';
import { shopSettingsOf } from '../settings/shop-settings.ts';
import { listAddresses } from './addresses.ts';
import { clientAllowances } from './allowances.ts';
import { clientNotesOf } from './client-notes.ts';
import { findClient } from './clients.ts';

/** How many of a client's orders their page lists, the newest first. */
export const RECENT_ORDERS = 10;

/**
 * A client whole (GET /staff/clients/:id), each part read by the query its own route uses (the
 * address book, the machine profile, the allowances, the plans, the statement's outstanding orders,
 * the queue's visible orders): undefined when `viewer` may not see them, as the clients
 * list decides (policies.ts: an employee sees the clients assigned to them and those assigned to
 * nobody; an admin everyone), and for an id that is no client's (a staff account's included).
 */
export async function clientPageOf(db: Knex, viewer: StaffViewer, clientId: string, now = new Date()) {
  const client = await findClient(db, viewer, clientId);
  if (!client) return undefined;
  const [notes, addresses, machines, allowances, plans, settings, outstanding, recent] = await Promise.all([
    clientNotesOf(db, clientId),
    listAddresses(db, clientId),
    savedMachinesOf(db, clientId),
    clientAllowances(db, clientId),
    currentPlansOf(db, clientId, now),
    shopSettingsOf(db),
    outstandingOrdersOf(db, clientId),
    newestPage<StaffOrderRow>(
      () => visibleOrders(db, viewer).where(ownedBy(clientId)),
      (query) => query.select(STAFF_ORDER_COLUMNS),
      { page: 1, pageSize: RECENT_ORDERS, table: 'orders' },
    ),
  ]);
  return {
    client,
    notes,
    addresses,
    machines,
    // findClient found the client, so their allowances row is there.
    allowances: allowances!,
    plans,
    currency: settings.currency,
    outstanding,
    recentOrders: recent.rows,
  };
}
