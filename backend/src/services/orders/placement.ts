import {
  PHYSICAL_SERVICES,
  UNAPPROVED_GOODS_DUE_BUSINESS_DAYS,
  addBusinessDays,
  endOfDate,
  listPriceCents,
  utcDate,
  type CreateBlock,
  type ServiceKey,
  type StoredBlock,
} from '@stitchdesk/shared';

export interface PlacementTerms {
  superRush: boolean;
  dueAt: Date;
  /** The work's price from the tables, before any Super Rush fee and tax (order-price.ts adds them). Null: "Price to be confirmed" by staff. */
  priceCents: number | null;
}

/** The goods' due time before a proof is approved: the stated default of business-days.ts. */
export function unapprovedGoodsDueAt(placedAt: Date): Date {
  return endOfDate(addBusinessDays(utcDate(placedAt), UNAPPROVED_GOODS_DUE_BUSINESS_DAYS));
}

/**
 * What the server decides when an order is placed, never the client: the price from the published
 * tables, the due time (digital work: placed + the turnaround; goods: see unapprovedGoodsDueAt, until
 * an approval fixes the ship date), and Super Rush (digitizing and vector only).
 */
export function placementTerms(
  key: ServiceKey,
  block: CreateBlock<ServiceKey>,
  /** The block as it is stored: the price is worked out from it, as a revision's repricing is. */
  stored: StoredBlock,
  { placedAt, turnaroundMinutes }: { placedAt: Date; turnaroundMinutes: number },
): PlacementTerms {
  const physical = PHYSICAL_SERVICES.includes(key);
  return {
    superRush: !physical && 'superRush' in block && block.superRush === true,
    dueAt: physical
      ? unapprovedGoodsDueAt(placedAt)
      : new Date(placedAt.getTime() + turnaroundMinutes * 60_000),
    priceCents: listPriceCents(key, stored),
  };
}
