import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../workflow/money.ts';
import { MAX_LONG_TEXT, enumField, optionalText, requiredText, strictInteger, uploadIds } from './fields.ts';
import { text } from './text.ts';
import { formatDate } from '../dates.ts';

/** Requests of the production workflow: prices, payments, proofs and the client's decision. */

export const PAYMENT_METHODS = ['card', 'bank-transfer', 'paypal', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS = {
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  paypal: 'PayPal',
  cash: 'Cash',
  other: 'Other',
} as const satisfies Record<PaymentMethod, string>;

/** Most files one proof may carry. */
export const MAX_PROOF_FILES = 10;
/** What a proof may be: images a browser shows, or a PDF. */
export const PROOF_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;

/** Staff's money amounts: a JSON integer of cents, never a numeric string (the client forms' leniency). */
const cents = (label: string, min: number) =>
  strictInteger(label, { min, max: MAX_AMOUNT_CENTS }).describe('Integer cents (7500 = $75.00)');

/** POST /staff/orders/:id/price */
export const priceChangeSchema = z.object({
  amountCents: cents('Price', 0),
  reason: requiredText('Reason', 500),
});
export type PriceChangeInput = z.input<typeof priceChangeSchema>;

/** How far ahead of the server's clock a payment date may be: clocks differ a little. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

const paidAt = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'Enter a valid date' })
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value).toISOString())
  .refine((iso) => new Date(iso).getTime() <= Date.now() + CLOCK_SLACK_MS, {
    error: 'The payment date cannot be in the future',
  })
  .describe('When the money was received (ISO timestamp or YYYY-MM-DD); now when absent');

/** POST /staff/orders/:id/payments: one entry of the append-only ledger. */
export const paymentSchema = z.object({
  amountCents: cents('Amount', 1),
  method: enumField('Payment method', PAYMENT_METHODS),
  reference: optionalText(200),
  paidAt: paidAt.optional(),
});
export type PaymentInput = z.input<typeof paymentSchema>;

/**
 * The earliest date a payment on an order may carry: a year before the order was placed (a
 * deposit can come before the order is entered, not years before it; an attack run dated one
 * 0001-01-01).
 */
export function earliestPaymentDate(orderPlacedAt: Date | string): Date {
  const earliest = new Date(orderPlacedAt);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - 1);
  return earliest;
}

/** Why `paidAt` cannot be a payment date on an order placed at `orderPlacedAt`, or null when it can. */
export function paymentDateProblem(paidAt: string | Date, orderPlacedAt: Date | string): string | null {
  const earliest = earliestPaymentDate(orderPlacedAt);
  if (new Date(paidAt).getTime() >= earliest.getTime()) return null;
  const day = formatDate(earliest, 'UTC');
  return `The payment date cannot be earlier than ${day}, a year before the order was placed`;
}

/** POST /staff/orders/:id/proofs: the staff's own uploads (POST /uploads), images or PDF. */
export const proofSchema = z.object({
  fileIds: z
    .array(z.uuid({ error: 'Unknown file' }))
    .min(1, { error: 'Add at least one proof file' })
    .max(MAX_PROOF_FILES, { error: `At most ${MAX_PROOF_FILES} files in a proof` }),
  note: text('multiline').trim().max(MAX_LONG_TEXT).optional().default(''),
});
export type ProofInput = z.input<typeof proofSchema>;

/** POST /order/:orderId/proofs/:proofId/request-changes: the comment becomes a revision. */
export const requestChangesSchema = z.object({
  comment: requiredText('Comment', MAX_LONG_TEXT),
  fileIds: uploadIds(MAX_PROOF_FILES, `At most ${MAX_PROOF_FILES} pictures with a change request`).describe(
    'Pictures showing the change: the client’s own uploads (POST /uploads), not attached yet',
  ),
});
export type RequestChangesInput = z.input<typeof requestChangesSchema>;

/** `?flag=` of the staff queue: only overdue work, or only Super Rush orders. */
export const QUEUE_FLAGS = ['overdue', 'rush'] as const;
export type QueueFlag = (typeof QUEUE_FLAGS)[number];
