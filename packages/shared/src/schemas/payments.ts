import { z } from 'zod';
import { enumField, requiredText } from './fields.ts';
import { PAYMENT_METHODS } from './workflow.ts';

/*
 * Paying online (issue 35): a Checkout Session for one order's deposit or balance, or for several
 * orders from the statement; the statement itself; staff's refunds. Amounts are the server's: a
 * client sends which amount, never how much.
 */

export const CHECKOUT_AMOUNTS = ['deposit', 'balance'] as const;
export type CheckoutAmount = (typeof CHECKOUT_AMOUNTS)[number];

/** POST /order/:orderId/checkout */
export const orderCheckoutSchema = z.object({ amount: enumField('Amount', CHECKOUT_AMOUNTS) });
export type OrderCheckoutInput = z.input<typeof orderCheckoutSchema>;

/** POST /user/statement/checkout: the orders to pay (all outstanding when omitted). */
export const statementCheckoutSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: 'Each order id must be an order’s id' }))
    .min(1)
    .max(40)
    .optional(),
});
export type StatementCheckoutInput = z.input<typeof statementCheckoutSchema>;

/** The answer of both checkouts: where to send the browser, and Stripe's id of the session. */
export const checkoutSessionSchema = z
  .object({
    url: z.url().describe('Stripe’s checkout page: send the browser there'),
    sessionId: z.string().describe('The Checkout Session’s id at Stripe'),
  })
  .meta({ id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/**
 * POST /staff/orders/:id/refunds. `paymentId` names the payment to give back (the staff page's Refund
 * beside each payment); without it the newest payments are refunded first, across several if needed.
 */
export const refundSchema = z.object({
  amountCents: z
    .number({ error: 'Amount must be a number of cents' })
    .int({ error: 'Amount must be whole cents' })
    .min(1, { error: 'Amount must be at least 1 cent' })
    .max(100_000_000, { error: 'Amount is too large' }),
  reason: requiredText('Reason', 500),
  paymentId: z
    .uuid({ error: 'Unknown payment' })
    .optional()
    .describe('The payment to refund; newest first when absent'),
});
export type RefundInput = z.input<typeof refundSchema>;

export const statementOrderSchema = z.object({
  orderId: z.string(),
  number: z.number().int(),
  title: z.string(),
  status: z.string(),
  amountCents: z.number().int().nullable(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  depositDueCents: z.number().int(),
  invoiceUrl: z.string().nullable(),
  serviceType: z.string().describe('The service’s label, as the order page’s URL names it'),
});

export const statementPaymentSchema = z.object({
  orderId: z.string(),
  number: z.number().int(),
  amountCents: z.number().int().describe('Negative for a refund'),
  method: z.string(),
  paidAt: z.string(),
  receiptUrl: z.string().nullable(),
});

/** GET /user/statement */
export const statementSchema = z
  .object({
    currency: z.string(),
    outstandingCents: z.number().int(),
    orders: z.array(statementOrderSchema),
    payments: z.array(statementPaymentSchema),
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof statementSchema>;
export type StatementOrder = z.infer<typeof statementOrderSchema>;
export type StatementPayment = z.infer<typeof statementPaymentSchema>;

const isoDateTime = z.iso.datetime().describe('ISO 8601 timestamp');

/**
 * One line of an order's payment history as its client reads it: a payment, or a refund (a line of
 * its own, never an edit of the payment it gives back). A manual payment's reference is staff's own
 * note and is not shown; a refund's reason is what staff wrote for the client.
 */
export const orderPaymentLineSchema = z
  .object({
    _id: z.uuid(),
    kind: z.enum(['payment', 'refund']),
    amountCents: z.number().int().describe('Positive for a payment, negative for a refund'),
    method: z.enum(PAYMENT_METHODS),
    online: z.boolean().describe('Taken or given back through the card provider (Stripe), not by hand'),
    paidAt: isoDateTime.describe('When the money was paid or given back'),
    reason: z.string().nullable().describe('A refund: why the money was given back; null for a payment'),
    refundOf: z.uuid().nullable().describe('A refund: the payment it gives back'),
    receiptUrl: z
      .string()
      .nullable()
      .describe('An online payment: its receipt PDF by a signed, expiring URL; null otherwise'),
  })
  .meta({ id: 'OrderPaymentLine' });

/** GET /order/:orderId/payments */
export const orderPaymentsSchema = z
  .object({
    currency: z.string().describe('The shop’s currency, the amounts’ unit'),
    paidCents: z.number().int().describe('What the lines add up to: paid less refunded'),
    payments: z.array(orderPaymentLineSchema).describe('Oldest first'),
  })
  .meta({ id: 'OrderPayments' });
export type OrderPaymentLine = z.infer<typeof orderPaymentLineSchema>;
export type OrderPayments = z.infer<typeof orderPaymentsSchema>;
