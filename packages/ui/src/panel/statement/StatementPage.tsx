import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import {
  formatDate,
  formatMoney,
  formatOrderNumber,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type Statement,
} from '@stitchdesk/shared';
import { Card } from '../../components/Card.tsx';
import { Loading } from '../../components/Loading.tsx';
import { PaymentRow } from '../../components/PaymentRow.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useLoadErrorToast } from '../../lib/use-load-error-toast.ts';
import { usePaymentOptions } from '../payments/api/get-payment-options.ts';
import { startStatementCheckout } from '../payments/api/start-checkout.ts';
import { CONFIRM_POLL_MS } from '../payments/OrderPayment.tsx';
import { PayButton } from '../payments/PayButton.tsx';
import { PaymentReturnNotice } from '../payments/PaymentReturnNotice.tsx';
import { paymentArrived, paymentReturnOf, rememberPaidBefore } from '../payments/return-state.ts';
import { statementQueryOptions } from './api/get-statement.ts';

/** The most orders one payment covers (the server's bound for one Checkout Session). */
const MAX_ORDERS_PER_PAYMENT = 40;

const PAGE_KEY = 'statement';

/** What the statement's payments add up to: the page compares it with what it was before paying. */
const paidTotal = (statement: Statement) =>
  statement.payments.reduce((sum, payment) => sum + payment.amountCents, 0);

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

function OwedOrders({ statement, money }: { statement: Statement; money: (cents: number) => string }) {
  if (statement.orders.length === 0)
    return <p className="text-slate-600">Nothing is owed. Thank you — every priced order is paid.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Order
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Paid
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Owed
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {statement.orders.map((order) => (
            <tr key={order.orderId}>
              <td className="py-2 pr-3">
                <Link
                  to={`/clientpanel/orders/${encodeURIComponent(order.serviceType)}/${order.orderId}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {formatOrderNumber(order.number)}
                </Link>{' '}
                <bdi className="text-slate-800">{order.title}</bdi>
                <span className="block text-xs text-slate-600">
                  {order.status}
                  {order.depositDueCents > 0 ? ` · deposit due ${money(order.depositDueCents)}` : ''}
                </span>
                {/* Under the order, not in a column of its own: on a phone the four columns fit. */}
                {order.invoiceUrl ? (
                  <a
                    href={order.invoiceUrl}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Invoice for order ${formatOrderNumber(order.number)} (PDF)`}
                    className="text-xs font-semibold text-brand-700 hover:underline"
                  >
                    Invoice
                  </a>
                ) : null}
              </td>
              <td className="py-2 pr-3 text-right">{money(order.amountCents ?? 0)}</td>
              <td className="py-2 pr-3 text-right">{money(order.paidCents)}</td>
              <td className="py-2 text-right font-semibold text-slate-900">{money(order.balanceCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300">
            <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-semibold text-slate-900">
              Total owed
            </th>
            <td className="py-2 text-right text-base font-bold text-slate-900">
              {money(statement.outstandingCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Payments({ statement, money }: { statement: Statement; money: (cents: number) => string }) {
  if (statement.payments.length === 0) return <p className="text-slate-600">No payments yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 text-sm">
      {statement.payments.map((payment, index) => (
        <PaymentRow
          key={`${payment.orderId}-${index}`}
          day={formatDate(payment.paidAt)}
          what={`Order ${formatOrderNumber(payment.number)} · ${methodLabel(payment.method)}`}
          amount={money(payment.amountCents)}
          receipt={
            payment.receiptUrl
              ? {
                  href: payment.receiptUrl,
                  label: `Receipt for ${money(payment.amountCents)} on ${formatDate(payment.paidAt)} (PDF)`,
                }
              : null
          }
        />
      ))}
    </ul>
  );
}

/**
 * clientpanel/statement — what the client owes, order by order with links and a total, and the
 * payments made with their receipts; "Pay all" when cards are taken (docs/product.md §Payments).
 */
export default function StatementPage() {
  const [search] = useSearchParams();
  const returned = paymentReturnOf(search);
  const { data: options } = usePaymentOptions();
  const confirming = (data: Statement | undefined) =>
    returned === 'success' && data !== undefined && !paymentArrived(PAGE_KEY, paidTotal(data));
  const {
    data: statement,
    isPending,
    error,
  } = useQuery({
    ...statementQueryOptions(),
    refetchInterval: (query) => (confirming(query.state.data) ? CONFIRM_POLL_MS : false),
  });
  const arrived = returned === 'success' && statement !== undefined && !confirming(statement);
  useLoadErrorToast(error, 'Error fetching your statement', 'statement-error');
  if (isPending) return <Loading text="Loading..." />;
  if (!statement) return <PageHeading title="Statement" />;

  const money = (cents: number) => formatMoney(cents, statement.currency);
  const payable = statement.orders.slice(0, MAX_ORDERS_PER_PAYMENT);
  const payableCents = payable.reduce((sum, order) => sum + order.balanceCents, 0);
  const payLabel =
    payable.length < statement.orders.length
      ? `Pay the oldest ${payable.length} orders ${money(payableCents)}`
      : `Pay all ${money(payableCents)}`;

  return (
    <>
      <PageHeading title="Statement" />
      <div className="grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
        <PaymentReturnNotice state={returned} arrived={arrived} />
        <Card labelledBy="statement-owed">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="statement-owed" className="text-lg font-semibold text-slate-900">
              What you owe
            </h2>
            {options?.cardPayments && statement.outstandingCents > 0 ? (
              <PayButton
                label={payLabel}
                start={() => startStatementCheckout(payable.map((order) => order.orderId))}
                beforeLeaving={() => rememberPaidBefore(PAGE_KEY, paidTotal(statement))}
              />
            ) : null}
          </div>
          <OwedOrders statement={statement} money={money} />
        </Card>
        <Card labelledBy="statement-payments">
          <h2 id="statement-payments" className="mb-3 text-lg font-semibold text-slate-900">
            Payments
          </h2>
          <Payments statement={statement} money={money} />
        </Card>
      </div>
    </>
  );
}
