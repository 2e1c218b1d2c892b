import type { Config } from '../../../config.ts';
import { stripeClientOf } from './client.ts';

/** A refund's metadata `kind` for money that never entered the ledger (more than an order owed). */
export const EXCESS_REFUND_KIND = 'overpayment';

/**
 * Refunds through Stripe the part of a payment that was more than its order owed (session-payment.ts
 * queued it). Stripe's idempotency key makes a retried job refund once.
 */
export async function refundExcess(
  config: Config,
  job: { paymentIntent: string; orderId: string; amountCents: number },
): Promise<void> {
  const stripe = stripeClientOf(config);
  if (!stripe) throw new Error('Card payments were turned off before an overpayment could be refunded');
  await stripe.refunds.create(
    {
      payment_intent: job.paymentIntent,
      amount: job.amountCents,
      metadata: { kind: EXCESS_REFUND_KIND, orderId: job.orderId },
    },
    { idempotencyKey: `overpayment:${job.paymentIntent}:${job.orderId}` },
  );
}
