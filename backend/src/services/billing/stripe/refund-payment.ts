import Stripe from 'stripe';
import { HttpError, conflict } from '../../../errors.ts';

/** A refund's metadata `kind` for one our staff made from the order page. */
export const ORDER_REFUND_KIND = 'order-refund';

export function stripeRefusedMessage(reason: string): string {
  return `Stripe refused the refund: ${reason}`;
}
export const STRIPE_UNREACHABLE =
  'Stripe could not be reached, so nothing was refunded: try again in a moment.';

/**
 * Gives `amountCents` of a card payment back through Stripe's refunds API. The idempotency key is the
 * refund line's own id, so a retried request (the SDK's own retry, a dropped answer) refunds once;
 * the metadata names the order, the payment and the line, so the `charge.refunded` event that
 * follows finds the line, or records it when this transaction never committed. Returns Stripe's id of
 * the refund. Stripe's refusal answers 409 with its words; Stripe out of reach, 502.
 */
export async function refundThroughStripe(
  stripe: Stripe,
  refund: {
    lineId: string;
    paymentIntent: string;
    amountCents: number;
    orderId: string;
    paymentId: string;
    reason: string;
  },
): Promise<string> {
  try {
    const created = await stripe.refunds.create(
      {
        payment_intent: refund.paymentIntent,
        amount: refund.amountCents,
        metadata: {
          kind: ORDER_REFUND_KIND,
          orderId: refund.orderId,
          paymentId: refund.paymentId,
          refundLineId: refund.lineId,
          // Stripe keeps values of up to 500 characters, the most a reason may have.
          reason: refund.reason.slice(0, 500),
        },
      },
      { idempotencyKey: `order-refund:${refund.lineId}` },
    );
    return created.id;
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeCardError
    )
      throw conflict(stripeRefusedMessage(error.message));
    if (error instanceof Stripe.errors.StripeError) throw new HttpError(502, STRIPE_UNREACHABLE);
    throw error;
  }
}
