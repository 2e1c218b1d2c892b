import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextAreaField, TextField } from '../../components/Field.tsx';
import { formatCents, taxLineLabel, type PriceSummaryResponse } from '@stitchdesk/shared';
import { hasPriceLines, PriceLines } from '../../components/workflow/PriceLines.tsx';
import { dollarsToCents } from '../../lib/money.ts';
import { useSetPrice } from './api/set-price.ts';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';

/**
 * The price (with the work, Super Rush and tax lines when they apply), paid, balance and the deposit
 * still owed; staff set or change it, with a reason. What staff type is the work's price: the order's
 * Super Rush fee and tax are added to it by the server, and the form says so.
 */
export function PricePanel({ orderId, price }: { orderId: string; price: PriceSummaryResponse }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const change = useSetPrice();
  const known = price.amountCents !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = dollarsToCents(amount);
    const found = {
      amount: amountCents === null ? 'Enter the work’s price in dollars, like 150 or 149.50.' : undefined,
      reason: reason.trim() ? undefined : 'Say why the price is set or changed.',
    };
    setErrors(found);
    if (amountCents === null || found.reason) return;
    change.mutate(
      { orderId, amountCents, reason: reason.trim() },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
          toast.success(`Work price set to ${formatCents(amountCents)}`);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <PriceLines price={price} money={formatCents} />
        <dt className="text-slate-600">{hasPriceLines(price) ? 'Total' : 'Price'}</dt>
        <dd className="font-semibold text-slate-900">
          {known ? formatCents(price.amountCents ?? 0) : 'Price to be confirmed'}
        </dd>
        <dt className="text-slate-600">Paid</dt>
        <dd>{formatCents(price.paidCents)}</dd>
        <dt className="text-slate-600">Balance</dt>
        <dd>{known ? formatCents(price.balanceCents) : '–'}</dd>
        {price.depositDueCents > 0 ? (
          <>
            <dt className="text-slate-600">Deposit due</dt>
            <dd className="font-semibold text-amber-900">{formatCents(price.depositDueCents)}</dd>
          </>
        ) : null}
      </dl>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-slate-100 pt-4">
        <TextField
          label={known ? 'New work price (US dollars)' : 'Work price (US dollars)'}
          hint={addedToWork(price)}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          disabled={change.isPending}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextAreaField
          label="Reason (required, kept in the history)"
          rows={2}
          maxLength={500}
          className="[&_textarea]:min-h-16"
          value={reason}
          error={errors.reason}
          disabled={change.isPending}
          onChange={(event) => setReason(event.target.value)}
        />
        <RequestError error={change.error} fallback="The price could not be saved." />
        <div>
          <SubmitButton size="sm" pending={change.isPending} pendingLabel="Saving…">
            {known ? 'Change price' : 'Set price'}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

/** What the server adds to the work's price staff type: the order's Super Rush fee and its tax. */
function addedToWork(price: PriceSummaryResponse): string {
  const rate = price.taxRatePercent;
  const fee =
    price.superRushFeeCents > 0 ? `the ${formatCents(price.superRushFeeCents)} Super Rush fee` : null;
  // Not priced yet: the order takes the shop's rate when it is.
  const tax = rate === null ? 'tax at the shop’s rate' : rate > 0 ? taxLineLabel(price.taxLabel, rate) : null;
  if (!fee && !tax) return 'What the client owes: no Super Rush fee or tax applies to this order.';
  const before = [fee ? 'Super Rush' : null, tax ? 'tax' : null].filter(Boolean).join(' and ');
  const added = [fee, tax].filter(Boolean).join(' and ');
  return `The work’s price, before ${before}: ${added} ${fee && tax ? 'are' : 'is'} added to it.`;
}
