import { OrderCard } from './OrderCard.tsx';
import { InvoiceLink } from '../../components/workflow/InvoiceLink.tsx';
import { DEPOSIT_PERCENT, formatMoney, type PriceSummaryResponse } from '@stitchdesk/shared';
import { usePaymentOptions } from '../payments/api/get-payment-options.ts';
import { OrderPayButton } from '../payments/OrderPayment.tsx';
import { HeldFilesNotice } from '../payments/HeldFilesNotice.tsx';
import { hasPriceLines, PriceLines } from '../../components/workflow/PriceLines.tsx';

/**
 * What the order costs (with the work, Super Rush and tax lines when they apply), what was paid, what
 * is left, and the patch deposit while it is owed; with `filesHeld`, that the finished files open
 * once the balance is paid, beside the Pay button (or, without cards, above the invoice that says how
 * to pay).
 */
export function PriceBox({
  orderId,
  price,
  invoiceUrl = null,
  filesHeld = false,
}: {
  orderId: string;
  price: PriceSummaryResponse;
  /** The order's invoice, with how to pay it; null until priced. */
  invoiceUrl?: string | null;
  filesHeld?: boolean;
}) {
  const { data: options } = usePaymentOptions();
  // Amounts in the settings' currency once known (US dollars until then, as the server defaults).
  const formatCents = (cents: number) => formatMoney(cents, options?.currency ?? 'USD');
  const cards = options?.cardPayments === true;
  const known = price.amountCents !== null;
  return (
    <OrderCard title="Price and payments">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
        <PriceLines price={price} money={formatCents} />
        <dt className="text-slate-600">{hasPriceLines(price) ? 'Total' : 'Price'}</dt>
        <dd className="font-semibold text-slate-900">
          {known ? formatCents(price.amountCents ?? 0) : 'Price to be confirmed'}
        </dd>
        <dt className="text-slate-600">Paid</dt>
        <dd className="text-slate-900">{formatCents(price.paidCents)}</dd>
        {known ? (
          <>
            <dt className="text-slate-600">Balance</dt>
            <dd className="text-slate-900">{formatCents(price.balanceCents)}</dd>
          </>
        ) : null}
      </dl>
      {price.depositDueCents > 0 ? (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
          {DEPOSIT_PERCENT}% deposit due: {formatCents(price.depositDueCents)}
        </p>
      ) : null}
      {filesHeld || cards ? (
        <div className="mt-3 flex flex-col gap-2">
          {filesHeld ? <HeldFilesNotice balanceCents={price.balanceCents} /> : null}
          {cards ? <OrderPayButton orderId={orderId} price={price} /> : null}
        </div>
      ) : null}
      {invoiceUrl ? (
        <div className="mt-3 flex flex-col gap-1">
          <InvoiceLink url={invoiceUrl} className="self-start" />
          {price.balanceCents > 0 && !cards ? (
            <p className="text-xs text-slate-600">How to pay is on the invoice; quote the order number.</p>
          ) : null}
        </div>
      ) : null}
    </OrderCard>
  );
}
