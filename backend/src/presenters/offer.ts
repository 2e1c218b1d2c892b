import { offerExpiresAt, offerStateOf, type QuoteOffer } from '@stitchdesk/shared';
import type { QuoteOfferRow } from '../db/rows.ts';

export function presentOffer(row: QuoteOfferRow, now = new Date()): QuoteOffer {
  return {
    id: row.id,
    service: row.service,
    title: row.title,
    instructions: row.instructions,
    price: { amountCents: row.amount_cents },
    status: offerStateOf({ status: row.status, createdAt: row.created_at }, now),
    createdAt: row.created_at.toISOString(),
    expiresAt: offerExpiresAt(row.created_at).toISOString(),
    orderId: row.order_id,
    orderNumber: row.order_number === null ? null : Number(row.order_number),
  };
}
