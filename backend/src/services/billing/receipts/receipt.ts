import type { Knex } from 'knex';
import { notFound } from '../../../errors.ts';
import type { Viewer } from '../../../policies.ts';
import { receiptFileName, receiptNumber } from '../../files/signing.ts';
import { shopSettingsOf } from '../../settings/shop-settings.ts';
import { MANUAL_PROVIDER } from '../payments.ts';
import { buildReceiptPdf } from './receipt-pdf.ts';
import { receiptOf, type ReceiptRow } from './receipt-query.ts';

export const RECEIPT_NOT_FOUND = 'Receipt not found';

/** The receipt PDF of `row`, in the shop's settings as they are now. */
export async function receiptPdfOf(db: Knex, row: ReceiptRow, issuedAt = new Date()): Promise<Uint8Array> {
  const settings = await shopSettingsOf(db);
  return buildReceiptPdf({
    business: { name: settings.businessName, address: settings.address, currency: settings.currency },
    receiptNumber: receiptNumber(row.number, row.sequence),
    payment: {
      amountCents: row.amount_cents,
      method: row.method,
      paidAt: row.paid_at,
      online: row.provider !== MANUAL_PROVIDER,
    },
    order: {
      number: row.number,
      title: row.title,
      service: row.service_type,
      priceCents: row.price_cents,
      paidToDateCents: row.paid_to_date_cents,
    },
    client: { username: row.client_username, email: row.client_email },
    issuedAt,
  });
}

/**
 * GET /receipts/:paymentId/:fileName: the payment's receipt and its file name, or 404 — also when
 * `viewer` (a bearer token's user; none for a signed link) may not see the payment's order.
 */
export async function receiptFile(
  db: Knex,
  paymentId: string,
  viewer?: Viewer,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const row = await receiptOf(db, paymentId, viewer);
  if (!row) throw notFound(RECEIPT_NOT_FOUND);
  return { pdf: await receiptPdfOf(db, row), fileName: receiptFileName(row.number, row.sequence) };
}
