import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  formatCents,
  localToday,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Payment,
  type PaymentMethod,
} from '@stitchdesk/shared';
import { SelectField, TextField } from '../../components/Field.tsx';
import { dollarsToCents } from '../../lib/money.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useRecordPayment } from './api/record-payment.ts';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { Button } from '../../components/Button.tsx';
import { RefundForm } from './RefundForm.tsx';

/**
 * A payment made today is sent without a time (the server stamps it, so it is never "in the
 * future" by a clock difference); an earlier day is sent as noon of that local day.
 */
function paidAtOf(day: string): string | undefined {
  if (!day || day >= localToday()) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12).toISOString();
}

/**
 * The order's payments ledger (append-only: a refund is a line of its own, beside the payment it gives
 * back), the receipt of each payment taken online, a Refund action on each payment with something left
 * to give back, and the form that records one more payment.
 */
export function PaymentsPanel({ orderId, payments }: { orderId: string; payments: readonly Payment[] }) {
  const today = localToday();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [reference, setReference] = useState('');
  const [day, setDay] = useState(today);
  const [amountError, setAmountError] = useState<string | undefined>();
  const record = useRecordPayment();
  const [refunding, setRefunding] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = dollarsToCents(amount);
    if (amountCents === null || amountCents <= 0) {
      setAmountError('Enter the amount received in dollars, like 75 or 75.50.');
      return;
    }
    setAmountError(undefined);
    record.mutate(
      { orderId, amountCents, method, reference: reference.trim() || undefined, paidAt: paidAtOf(day) },
      {
        onSuccess: () => {
          setAmount('');
          setReference('');
          setDay(localToday());
          toast.success(`Payment of ${formatCents(amountCents)} recorded`);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {payments.length === 0 ? (
        <p className="text-sm text-slate-600">No payments recorded yet.</p>
      ) : (
        <ul aria-label="Payments" className="flex flex-col divide-y divide-slate-100 text-sm">
          {payments.map((payment) =>
            payment.refundOf ? (
              <li key={payment._id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                <span className="font-semibold text-rose-800">
                  Refund {formatCents(-payment.amountCents)}
                </span>
                <span className="text-slate-700">
                  {payment.provider === 'stripe'
                    ? 'Card, through Stripe'
                    : PAYMENT_METHOD_LABELS[payment.method]}
                </span>
                <span className="w-full text-xs text-slate-600">
                  <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt)}</time>
                  {payment.reference ? ` · ${payment.reference}` : ''}
                  {payment.recordedBy ? ` · by ${payment.recordedBy.username}` : ''}
                </span>
              </li>
            ) : (
              <li key={payment._id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                <span className="font-semibold text-slate-900">{formatCents(payment.amountCents)}</span>
                <span className="text-slate-700">{PAYMENT_METHOD_LABELS[payment.method]}</span>
                <span className="w-full text-xs text-slate-500">
                  <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt)}</time>
                  {payment.reference ? ` · Ref. ${payment.reference}` : ''}
                  {payment.recordedBy ? ` · by ${payment.recordedBy.username}` : ''}
                  {payment.refundableCents < payment.amountCents
                    ? ` · ${formatCents(payment.amountCents - payment.refundableCents)} refunded`
                    : ''}
                </span>
                {payment.receiptUrl ? (
                  <a
                    href={payment.receiptUrl}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Receipt for the ${formatCents(payment.amountCents)} ${PAYMENT_METHOD_LABELS[payment.method]} payment (PDF)`}
                    className="text-xs font-semibold text-brand-700 hover:underline"
                  >
                    Receipt
                  </a>
                ) : null}
                {payment.refundableCents > 0 && refunding !== payment._id ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    className="mt-1"
                    aria-label={`Refund the ${formatCents(payment.amountCents)} ${PAYMENT_METHOD_LABELS[payment.method]} payment`}
                    onClick={() => setRefunding(payment._id)}
                  >
                    Refund
                  </Button>
                ) : null}
                {refunding === payment._id ? (
                  <RefundForm orderId={orderId} payment={payment} onDone={() => setRefunding(null)} />
                ) : null}
              </li>
            ),
          )}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-slate-100 pt-4">
        <div className="grid gap-3">
          <TextField
            label="Amount received (US dollars)"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={amountError}
            disabled={record.isPending}
            onChange={(event) => setAmount(event.target.value)}
          />
          <SelectField
            label="Method"
            value={method}
            disabled={record.isPending}
            options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
            onChange={(event) => {
              const chosen = PAYMENT_METHODS.find((known) => known === event.target.value);
              if (chosen) setMethod(chosen);
            }}
          />
          <TextField
            label="Reference (optional)"
            autoComplete="off"
            maxLength={200}
            value={reference}
            disabled={record.isPending}
            onChange={(event) => setReference(event.target.value)}
          />
          <TextField
            label="Date paid"
            type="date"
            max={today}
            value={day}
            disabled={record.isPending}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <RequestError error={record.error} fallback="The payment could not be recorded." />
        <div>
          <SubmitButton size="sm" pending={record.isPending} pendingLabel="Recording…">
            Record payment
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
