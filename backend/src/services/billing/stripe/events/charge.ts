import { addJob } from '../../../../queue/add-job.ts';
import type { StripeEventHandlers } from './handler.ts';

/**
 * Charges: a refund of one, from the order page or Stripe's dashboard. The event's charge does not
 * list its refunds (Stripe's current API leaves them out), so a job asks Stripe for them and records
 * those the ledger lacks (stripe/charge-refunds.ts); one pending job per charge however often the
 * event arrives, and each refund is recorded once by its id.
 */
export const chargeHandlers: StripeEventHandlers = {
  'charge.refunded': async (event, { trx }) => {
    const charge = event.data.object;
    await addJob(
      trx,
      'stripe:charge-refunds',
      { chargeId: charge.id },
      { jobKey: `stripe-charge-refunds:${charge.id}`, maxAttempts: 10 },
    );
  },
};
