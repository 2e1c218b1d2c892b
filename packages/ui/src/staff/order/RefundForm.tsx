import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { formatCents, type Payment } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { dollarsToCents } from '../../lib/money.ts';
import { useRefundPayment } from './api/refund-payment.ts';

/**
 * Gives back some or all of one payment: the amount and the reason, then a confirmation saying where
 * the money goes (the client's card through Stripe, or by hand for a manual payment).
 */
export function RefundForm({
  orderId,
  payment,
  onDone,
}: {
  orderId: string;
  payment: Payment;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState((payment.refundableCents / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const refund = useRefundPayment();
  const card = payment.provider === 'stripe';

  const check = (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(amount);
    const next: typeof errors = {};
    if (cents === null || cents <= 0)
      next.amount = 'Enter the amount to refund in dollars, like 10 or 10.50.';
    else if (cents > payment.refundableCents)
      next.amount = `At most ${formatCents(payment.refundableCents)} of this payment is left to refund.`;
    if (!reason.trim()) next.reason = 'Say why the money is given back: the client reads it.';
    setErrors(next);
    if (Object.keys(next).length === 0 && cents !== null) setConfirming(cents);
  };

  const send = () => {
    if (confirming === null) return;
    refund.mutate(
      { orderId, amountCents: confirming, reason: reason.trim(), paymentId: payment._id },
      {
        onSuccess: () => {
          toast.success(`Refunded ${formatCents(confirming)}`);
          onDone();
        },
        onError: () => setConfirming(null),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={check}
      aria-label="Refund"
      className="mt-2 flex w-full flex-col gap-3 rounded-lg bg-slate-50 p-3"
    >
      <TextField
        label="Amount to refund (US dollars)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={errors.amount}
        disabled={refund.isPending || confirming !== null}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label="Reason (the client reads it)"
        autoComplete="off"
        maxLength={500}
        value={reason}
        error={errors.reason}
        disabled={refund.isPending || confirming !== null}
        onChange={(event) => setReason(event.target.value)}
      />
      <RequestError error={refund.error} fallback="The refund could not be made." />
      {confirming === null ? (
        <div className="flex flex-wrap gap-2">
          <SubmitButton size="sm" pending={false} pendingLabel="Refunding…">
            Refund…
          </SubmitButton>
          <Button type="button" size="sm" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      ) : (
        <div role="alert" className="flex flex-col gap-2 text-sm text-slate-900">
          <p>
            {card
              ? `Refund ${formatCents(confirming)} to the client’s card through Stripe?`
              : `Record that ${formatCents(confirming)} was given back to the client?`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="primary" disabled={refund.isPending} onClick={send}>
              {refund.isPending ? 'Refunding…' : 'Confirm refund'}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={refund.isPending}
              onClick={() => setConfirming(null)}
            >
              Back
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
