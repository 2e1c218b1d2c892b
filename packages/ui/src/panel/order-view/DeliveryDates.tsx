import { isLaterThanAsked, type Order } from '@stitchdesk/shared';
import { OrderCard } from './OrderCard.tsx';
import { formatDate } from '../../lib/format.ts';

/**
 * The dates the approval fixed (ship date, delivery window) beside the date the client asked for,
 * saying so in words when the estimate ends after it. Before approval it says how the dates come.
 */
export function DeliveryDates({
  estimatedShipDate,
  estimatedDelivery,
  requestedDate,
}: {
  estimatedShipDate: Order['estimatedShipDate'];
  estimatedDelivery: Order['estimatedDelivery'];
  /** The date the client asked for on the form (YYYY-MM-DD), if any. */
  requestedDate: string | null;
}) {
  const requested = requestedDate ? requestedDate.slice(0, 10) : null;
  const late = isLaterThanAsked(estimatedDelivery?.to ?? null, requested);
  return (
    <OrderCard title="Delivery dates">
      {estimatedShipDate ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
          <dt className="text-slate-600">Estimated ship date</dt>
          <dd className="font-semibold text-slate-900">{formatDate(estimatedShipDate)}</dd>
          {estimatedDelivery ? (
            <>
              <dt className="text-slate-600">Estimated delivery</dt>
              <dd className="font-semibold text-slate-900">
                {formatDate(estimatedDelivery.from)} to {formatDate(estimatedDelivery.to)}
              </dd>
            </>
          ) : null}
          <dt className="text-slate-600">Date you asked for</dt>
          <dd className="text-slate-900">{requested ? formatDate(requested) : 'None given'}</dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">
          The dates are set when you approve the proof: production takes 4 business days after approval, then
          3 to 4 business days of free shipping.
          {requested ? ` You asked for ${formatDate(requested)}.` : ''}
        </p>
      )}
      {late && estimatedDelivery && requested ? (
        <p
          role="note"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
        >
          The estimated delivery (up to {formatDate(estimatedDelivery.to)}) is later than the date you asked
          for ({formatDate(requested)}).
        </p>
      ) : null}
    </OrderCard>
  );
}
