import type { FileRow, OrderRow, RevisionRow } from '../db/rows.ts';

/** The moment every row below was made, unless a test says otherwise. */
export const ROW_CREATED = new Date('2030-01-02T03:04:05.678Z');

/** A signed-URL maker for presenters, stable across runs. */
export const testFileUrl = Object.assign(
  (f: { id: string; name: string }) => `https://x.test/api/v1/files/${f.id}/${f.name}?exp=1&sig=s`,
  {
    invoice: (o: { id: string; number: number }) =>
      `https://x.test/api/v1/invoices/${o.id}/invoice-${o.number}.pdf?exp=1&sig=s`,
  },
);

/** A files row as Knex returns it: an attachment of order o1 owned by u1. */
export function fileRow(partial: Partial<FileRow> & Pick<FileRow, 'id' | 'name'>): FileRow {
  return {
    owner_id: 'u1',
    order_id: 'o1',
    revision_id: null,
    kind: 'attachment',
    size: 1,
    content_type: 'image/png',
    sha256: 'h',
    storage_key: 'k',
    created_at: ROW_CREATED,
    stitch: null,
    ...partial,
  };
}

/** An orders row as Knex returns it: a pending digitizing order of u1 at $10, due an hour later. */
export function orderRow(partial: Partial<OrderRow>): OrderRow {
  return {
    id: 'o1',
    number: 1001,
    user_id: 'u1',
    service_type: 'digitizing',
    status: 'Pending',
    title: 'Team logo',
    details: {},
    read_status: false,
    created_at: ROW_CREATED,
    updated_at: ROW_CREATED,
    super_rush: false,
    due_at: new Date(ROW_CREATED.getTime() + 60 * 60 * 1000),
    price_cents: 1000,
    work_price_cents: 1000,
    super_rush_fee_cents: 0,
    tax_rate_basis_points: 0,
    tax_label: 'Sales tax',
    paid_cents: 0,
    estimated_ship_date: null,
    estimated_delivery_from: null,
    shipment_carrier: null,
    shipment_tracking_number: null,
    shipment_tracking_url: null,
    shipped_at: null,
    assigned_to: null,
    ship_to: null,
    covered_by: null,
    estimated_delivery_to: null,
    ...partial,
  };
}

/** A revisions row as Knex returns it: u1 asking for `changes` on order o1. */
export function revisionRow(changes: RevisionRow['changes']): RevisionRow {
  return {
    id: 'r1',
    order_id: 'o1',
    user_id: 'u1',
    status: 'Revision Requested',
    changes,
    created_at: ROW_CREATED,
  };
}
