import { PHYSICAL_SERVICES, priceSummary, type Order, type Proof, type Shipment } from '@stitchdesk/shared';
import type { OrderRow, PresentedFileRow, ProofRow, FileUrl } from '../db/rows.ts';
import { priceParts } from '../db/price-parts.ts';

/** The workflow fields an order carries beside the spec's (issue 13). */
export type WorkflowFields = Pick<
  Order,
  | 'superRush'
  | 'dueAt'
  | 'price'
  | 'proofs'
  | 'estimatedShipDate'
  | 'estimatedDelivery'
  | 'shipment'
  | 'shipTo'
  | 'shipToNeeded'
>;

function presentShipment(order: OrderRow): Shipment | null {
  const { shipment_carrier: carrier, shipment_tracking_number: trackingNumber, shipped_at } = order;
  if (!carrier || !trackingNumber || !shipped_at) return null;
  return {
    carrier,
    trackingNumber,
    trackingUrl: order.shipment_tracking_url,
    shippedAt: shipped_at.toISOString(),
  };
}

const byCreation = (a: PresentedFileRow, b: PresentedFileRow) =>
  a.created_at.getTime() - b.created_at.getTime() || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export function presentProof(proof: ProofRow, files: PresentedFileRow[], fileUrl: FileUrl): Proof {
  return {
    _id: proof.id,
    files: files
      .filter((f) => f.kind === 'proof' && f.proof_id === proof.id)
      .sort(byCreation)
      .map((f) => ({ url: fileUrl(f), name: f.name })),
    note: proof.note,
    createdAt: proof.created_at.toISOString(),
    decision: proof.decision,
    decidedAt: proof.decided_at ? proof.decided_at.toISOString() : null,
    comment: proof.comment,
    commentFiles: proof.revision_id
      ? files
          .filter((f) => f.kind === 'attachment' && f.revision_id === proof.revision_id)
          .sort(byCreation)
          .map((f) => ({ url: fileUrl(f), name: f.name }))
      : [],
  };
}

/** Goods not yet shipped (nor cancelled) that have nowhere to go. */
export function shipToNeeded(order: Pick<OrderRow, 'service_type' | 'status' | 'ship_to'>): boolean {
  return (
    PHYSICAL_SERVICES.includes(order.service_type) &&
    order.ship_to === null &&
    !['Shipped', 'Completed', 'Cancelled'].includes(order.status)
  );
}

/** `files` and `proofs` are this order's own (its proof files are those of kind 'proof'). */
export function presentWorkflow(
  order: OrderRow,
  files: PresentedFileRow[],
  proofs: ProofRow[],
  fileUrl: FileUrl,
): WorkflowFields {
  const ownFiles = files.filter((f) => f.kind === 'proof' || (f.kind === 'attachment' && f.revision_id));
  const parts = priceParts(order);
  return {
    superRush: order.super_rush,
    dueAt: order.due_at.toISOString(),
    price: {
      ...priceSummary(order.service_type, order.price_cents, order.paid_cents),
      // Only on an order a plan covered: other orders' price reads as it always did.
      ...(order.covered_by ? { coveredBy: order.covered_by } : {}),
      subtotalCents: parts?.subtotalCents ?? null,
      taxCents: parts?.taxCents ?? null,
      superRushFeeCents: order.super_rush_fee_cents,
      taxRatePercent: parts?.taxRatePercent ?? null,
      taxLabel: parts?.taxLabel ?? null,
    },
    proofs: proofs.map((p) => presentProof(p, ownFiles, fileUrl)),
    estimatedShipDate: order.estimated_ship_date,
    estimatedDelivery:
      order.estimated_delivery_from && order.estimated_delivery_to
        ? { from: order.estimated_delivery_from, to: order.estimated_delivery_to }
        : null,
    shipment: presentShipment(order),
    shipTo: order.ship_to,
    shipToNeeded: shipToNeeded(order),
  };
}
