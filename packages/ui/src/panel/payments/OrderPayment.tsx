import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { formatMoney, type Order, type PriceSummaryResponse } from '@stitchdesk/shared';
import { orderQueryOptions } from '../orders/api/get-order.ts';
import { usePaymentOptions } from './api/get-payment-options.ts';
import { startOrderCheckout } from './api/start-checkout.ts';
import { PayButton } from './PayButton.tsx';
import { PaymentReturnNotice } from './PaymentReturnNotice.tsx';
import { paymentArrived, paymentReturnOf, rememberPaidBefore } from './return-state.ts';

/** How often the page reads the order again while the webhook's payment is on its way. */
export const CONFIRM_POLL_MS = 1500;

const pageKey = (orderId: string) => `order:${orderId}`;

/**
 * "Pay deposit $55.00" while a deposit is due, else "Pay balance $10.00" while a balance is (the
 * server's figures, in the settings' currency); nothing when cards are off or nothing is owed.
 */
export function OrderPayButton({ orderId, price }: { orderId: string; price: PriceSummaryResponse }) {
  const { data: options } = usePaymentOptions();
  if (!options?.cardPayments || price.amountCents === null) return null;
  const amount = price.depositDueCents > 0 ? 'deposit' : price.balanceCents > 0 ? 'balance' : null;
  if (!amount) return null;
  const cents = amount === 'deposit' ? price.depositDueCents : price.balanceCents;
  return (
    <PayButton
      label={`Pay ${amount} ${formatMoney(cents, options.currency)}`}
      start={() => startOrderCheckout(orderId, amount)}
      beforeLeaving={() => rememberPaidBefore(pageKey(orderId), price.paidCents)}
    />
  );
}

/** Back from the checkout: the order read again until its payment is recorded, and what to say meanwhile. */
export function OrderPaymentReturn({ order }: { order: Order }) {
  const [search] = useSearchParams();
  const state = paymentReturnOf(search);
  const arrived = state === 'success' && paymentArrived(pageKey(order._id), order.price.paidCents);
  // Subscribed only on the way back from a paid checkout: another reader of the order would read it again.
  useQuery({
    ...orderQueryOptions(order._id),
    enabled: state === 'success',
    refetchInterval: (query) =>
      state === 'success' &&
      query.state.data &&
      !paymentArrived(pageKey(order._id), query.state.data.price.paidCents)
        ? CONFIRM_POLL_MS
        : false,
  });
  return <PaymentReturnNotice state={state} arrived={arrived} />;
}
