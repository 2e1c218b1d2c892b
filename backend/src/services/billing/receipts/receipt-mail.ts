import { formatDate, formatMoney, formatOrderNumber, PAYMENT_METHOD_LABELS } from '@stitchdesk/shared';
import type { Knex } from 'knex';
import type { MailMessage } from '../../../lib/mail-message.ts';
import type { FileUrlSigner } from '../../files/signing.ts';
import { receiptNumber } from '../../files/signing.ts';
import { orderPageUrl } from '../../notifications/order-mail.ts';
import { shopSettingsOf } from '../../settings/shop-settings.ts';
import { statementPageUrl } from '../stripe/statement-checkout.ts';
import { receiptOf, type ReceiptRow } from './receipt-query.ts';

export interface ReceiptMailInput {
  row: ReceiptRow;
  /** The notification's words ("Payment of $75.00 received for …"). */
  message: string;
  businessName: string;
  currency: string;
  receiptUrl: string;
  /** Absolute base of the site (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
}

/**
 * A payment's receipt by e-mail: the notification's words, what was paid, how and when, and links to
 * the receipt PDF (a signed link, valid about a week) and to the statement, which always has a fresh one.
 */
export function receiptMail({
  row,
  message,
  businessName,
  currency,
  receiptUrl,
  publicUrl,
}: ReceiptMailInput): MailMessage {
  const amount = formatMoney(row.amount_cents, currency);
  const number = formatOrderNumber(row.number);
  const text = [
    `Hello ${row.client_username},`,
    '',
    `${message}.`,
    '',
    `Receipt number: ${receiptNumber(row.number, row.sequence)}`,
    `Order number: ${number}`,
    `Amount paid: ${amount} by ${PAYMENT_METHOD_LABELS[row.method].toLowerCase()} on ${formatDate(row.paid_at, 'UTC')}`,
    '',
    `Your receipt (PDF, the link works for 7 days): ${receiptUrl}`,
    `Your statement, with every receipt: ${statementPageUrl(publicUrl)}`,
    `See your order: ${orderPageUrl(publicUrl, { id: row.order_id, serviceKey: row.service_type })}`,
    '',
    `Thank you — ${businessName}`,
  ].join('\n');
  return { to: row.client_email, subject: `Receipt for your payment of ${amount} (order ${number})`, text };
}

/** The `mail:payment-receipt` job's e-mail, written when it runs; undefined when the payment is gone. */
export async function writeReceiptMail(
  deps: { db: Knex; signer: Pick<FileUrlSigner, 'receiptUrl'>; publicUrl: string },
  job: { paymentId: string; message: string },
): Promise<MailMessage | undefined> {
  const row = await receiptOf(deps.db, job.paymentId);
  if (!row) return undefined;
  const settings = await shopSettingsOf(deps.db);
  return receiptMail({
    row,
    message: job.message,
    businessName: settings.businessName,
    currency: settings.currency,
    receiptUrl: deps.signer.receiptUrl({ id: row.id, number: row.number, sequence: row.sequence }),
    publicUrl: deps.publicUrl,
  });
}
