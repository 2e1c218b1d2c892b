import {
  priceSummary,
  SERVICE_LABELS,
  type AllowanceEvent,
  type AllowanceKind,
  type ClientNotesResponse,
  type StaffClientOrder,
  type StaffClientPage,
} from '@stitchdesk/shared';
import type {
  AddressRow,
  ClientNotesRow,
  ClientRow,
  OutstandingOrderRow,
  SavedMachines,
  StaffOrderRow,
} from '../db/rows.ts';
import { presentAddress } from './address.ts';
import { presentAllowances, type AllowanceRows } from './allowances.ts';
import { presentClientMachines } from './machines.ts';
import { presentPlan, type PlanStanding } from './plans.ts';
import { presentClient } from './staff.ts';
import { presentOwed } from './statement.ts';

/** The rows of GET /staff/clients/:id (services/accounts/client-page.ts). */
export interface ClientPageRows {
  client: ClientRow;
  notes: ClientNotesRow | undefined;
  addresses: AddressRow[];
  machines: SavedMachines | null;
  allowances: { overrides: Record<AllowanceKind, number | null>; history: AllowanceEvent[] };
  plans: PlanStanding[];
  currency: string;
  outstanding: OutstandingOrderRow[];
  recentOrders: StaffOrderRow[];
}

/** Staff's notes on a client, or none yet. */
export function presentClientNotes(row: ClientNotesRow | undefined): Omit<ClientNotesResponse, 'message'> {
  return {
    notes: row?.notes ?? '',
    notesUpdatedAt: row ? row.updated_at.toISOString() : null,
    notesUpdatedBy:
      row?.updated_by && row.updated_by_username
        ? { id: row.updated_by, username: row.updated_by_username }
        : null,
  };
}

function presentClientOrder(row: StaffOrderRow): StaffClientOrder {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    serviceType: SERVICE_LABELS[row.service_type],
    status: row.status,
    createdAt: row.created_at.toISOString(),
    amountCents: row.price_cents,
    balanceCents: priceSummary(row.service_type, row.price_cents, row.paid_cents).balanceCents,
  };
}

/** A client whole, as the staff client page shows them; each part by the presenter its own route uses. */
export function presentClientPage(
  rows: ClientPageRows,
  allowanceSettings: Pick<AllowanceRows, 'defaults' | 'windows'>,
): StaffClientPage {
  const { assignedTo, orderCount, ...client } = presentClient(rows.client);
  return {
    client: {
      ...client,
      orderCount,
      assignedEmployee: assignedTo,
      ...presentClientNotes(rows.notes),
    },
    addresses: rows.addresses.map(presentAddress),
    machineProfile: presentClientMachines(rows.machines),
    allowances: presentAllowances({ ...rows.allowances, ...allowanceSettings }),
    plans: rows.plans.map(presentPlan),
    owed: presentOwed(rows.currency, rows.outstanding),
    recentOrders: rows.recentOrders.map(presentClientOrder),
  };
}
