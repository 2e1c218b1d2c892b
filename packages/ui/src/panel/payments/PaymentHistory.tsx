import {
  formatDate,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  type OrderPaymentLine,
  type PriceSummaryResponse,
} from '@stitchdesk/shared';
import { errorMessage } from '../../lib/http.ts';
import { OrderCard } from '../order-view/OrderCard.tsx';
import { useOrderPayments } from './api/get-order-payments.ts';

function Line({ line, money }: { line: OrderPaymentLine; money: (cents: number) => string }) {
  const refund = line.kind === 'refund';
  const day = formatDate(line.paidAt);
  const method = PAYMENT_METHOD_LABELS[line.method];
  return (
    <li className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
      <time dateTime={line.paidAt} className="w-28 text-slate-600">
        {day}
      </time>
      <span className="min-w-0 flex-1 text-slate-800">
        {refund ? <span className="font-semibold text-rose-800">Refund · </span> : null}
        {method}
      </span>
      <span className={`font-semibold ${refund ? 'text-rose-800' : 'text-slate-900'}`}>
        {money(line.amountCents)}
      </span>
      {line.receiptUrl ? (
        <a
          href={line.receiptUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={`Receipt for ${money(line.amountCents)} on ${day} (PDF)`}
          className="font-semibold text-brand-700 hover:underline"
        >
          Receipt
        </a>
      ) : null}
      {/* On a line of its own: on a phone the reason keeps the whole width. */}
      {refund && line.reason ? <span className="w-full text-xs text-slate-600">{line.reason}</span> : null}
    </li>
  );
}

/**
 * The order's payment history: each payment and refund on a line of its own (a refund never changes
 * the payment it gives back), with the receipt of a payment taken online (docs/product.md §Payments).
 */
export function PaymentHistory({ orderId, price }: { orderId: string; price: PriceSummaryResponse }) {
  const { data, error, isPending } = useOrderPayments(orderId, price.paidCents);
  return (
    <OrderCard title="Payment history">
      {isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading payments…
        </p>
      ) : error ? (
        <p role="alert" className="text-sm text-red-700">
          Error: {errorMessage(error, 'The payments could not be loaded.')}
        </p>
      ) : data.payments.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has been paid on this order yet.</p>
      ) : (
        <ul aria-label="Payments and refunds" className="divide-y divide-slate-200 text-sm">
          {data.payments.map((line) => (
            <Line key={line._id} line={line} money={(cents) => formatMoney(cents, data.currency)} />
          ))}
        </ul>
      )}
    </OrderCard>
  );
}
