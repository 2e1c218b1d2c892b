import { recordSessionPayment, tellPaymentFailed } from '../session-payment.ts';
import type { StripeEventHandlers } from './handler.ts';

/**
 * Checkout Sessions paying orders (their metadata says so; a plan's session is another family's).
 * A card session completes paid; a delayed method (a bank debit) completes unpaid and settles later.
 */
export const checkoutSessionHandlers: StripeEventHandlers = {
  'checkout.session.completed': async (event, { trx }) => {
    const session = event.data.object;
    if (session.mode !== 'payment' || session.payment_status !== 'paid') return;
    await recordSessionPayment(trx, session, new Date(event.created * 1000));
  },
  'checkout.session.async_payment_succeeded': async (event, { trx }) => {
    const session = event.data.object;
    if (session.mode !== 'payment') return;
    await recordSessionPayment(trx, session, new Date(event.created * 1000));
  },
  'checkout.session.async_payment_failed': async (event, { trx }) => {
    const session = event.data.object;
    if (session.mode !== 'payment') return;
    await tellPaymentFailed(trx, session);
  },
};
