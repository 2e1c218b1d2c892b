import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  formatDate,
  formatOrderNumber,
  SERVICE_LABELS,
  taxLineLabel,
  type CreateOrderResponse,
  type QuoteOffer,
} from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ConfirmRemoval } from '../../components/ConfirmRemoval.tsx';
import { FormMessage } from '../../components/Field.tsx';
import { RequestError } from '../../components/RequestError.tsx';
import { placedState } from '../new-order/placed-state.ts';
import { acceptOffer, declineOffer, OFFERS_QUERY_KEY } from './api/offers.ts';
import { usePricingTerms } from '../payments/api/pricing-terms.ts';

const STATUS_LABELS: Record<QuoteOffer['status'], { label: string; tone: string }> = {
  open: { label: 'Open', tone: 'bg-brand-50 text-brand-800 ring-brand-200' },
  accepted: { label: 'Accepted', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  declined: { label: 'Declined', tone: 'bg-slate-100 text-slate-700 ring-slate-300' },
  expired: { label: 'Expired', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
};

const orderLink = 'font-semibold text-brand-700 underline underline-offset-2';

/** The page of the order an accepted offer placed. */
const orderPathOf = (offer: QuoteOffer) =>
  `/clientpanel/orders/${encodeURIComponent(SERVICE_LABELS[offer.service])}/${offer.orderId ?? ''}`;

function Placed({ answer }: { answer: CreateOrderResponse }) {
  const placed = placedState(answer.order)?.placed;
  return (
    <FormMessage tone="success">
      {answer.message}
      {placed ? (
        <>
          {' '}
          — order{' '}
          <Link to={placed.path} className={orderLink}>
            {formatOrderNumber(placed.number)}
          </Link>
          .
        </>
      ) : null}
    </FormMessage>
  );
}

function Settled({ offer }: { offer: QuoteOffer }) {
  if (offer.status === 'accepted')
    return (
      <p className="text-sm text-slate-700">
        You accepted this offer
        {offer.orderId && offer.orderNumber !== null ? (
          <>
            {': '}
            order{' '}
            <Link to={orderPathOf(offer)} className={orderLink}>
              {formatOrderNumber(offer.orderNumber)}
            </Link>
          </>
        ) : null}
        .
      </p>
    );
  if (offer.status === 'declined') return <p className="text-sm text-slate-700">You declined this offer.</p>;
  return (
    <p className="text-sm text-slate-700">
      This offer expired on {formatDate(offer.expiresAt)}. Send a new quote request for a fresh price.
    </p>
  );
}

/** One offer: what it is, its price and how long it holds; Accept and Decline while it is open. */
export function OfferCard({ offer, money }: { offer: QuoteOffer; money: (cents: number) => string }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_KEY });
  const accept = useMutation({ mutationFn: () => acceptOffer(offer.id), onSuccess: refresh });
  const decline = useMutation({ mutationFn: () => declineOffer(offer.id), onSuccess: refresh });
  const [confirming, setConfirming] = useState(false);
  const headingId = `offer-${offer.id}`;
  const status = STATUS_LABELS[offer.status];
  const price = money(offer.price.amountCents);
  const terms = usePricingTerms();
  const busy = accept.isPending || decline.isPending;

  return (
    <Card labelledBy={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{SERVICE_LABELS[offer.service]}</p>
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            <bdi>{offer.title}</bdi>
          </h2>
        </div>
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${status.tone}`}
        >
          {status.label}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
        <dt className="text-slate-600">Price</dt>
        <dd className="font-semibold text-slate-900">
          {price}
          {/* The order it places is taxed as any other (issue 35): say so before Accept. */}
          {terms && terms.taxRatePercent > 0 ? (
            <span className="font-normal text-slate-600">
              {' '}
              plus {taxLineLabel(terms.taxLabel, terms.taxRatePercent)}
            </span>
          ) : null}
        </dd>
        <dt className="text-slate-600">Valid until</dt>
        <dd className="text-slate-900">{formatDate(offer.expiresAt)}</dd>
        {offer.instructions ? (
          <>
            <dt className="text-slate-600">Instructions</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">{offer.instructions}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4 grid gap-3">
        {accept.data ? <Placed answer={accept.data} /> : null}
        {offer.status === 'open' && !accept.data ? (
          confirming ? (
            <ConfirmRemoval
              question="Decline this offer?"
              confirmLabel="Decline offer"
              pendingLabel="Declining..."
              pending={decline.isPending}
              onConfirm={() => decline.mutate()}
              onKeep={() => setConfirming(false)}
            >
              Decline this offer? It cannot be accepted afterwards.
            </ConfirmRemoval>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button disabled={busy} onClick={() => accept.mutate()}>
                {accept.isPending ? 'Placing your order...' : `Accept offer ${price}`}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
                Decline
              </Button>
            </div>
          )
        ) : null}
        {offer.status !== 'open' && !accept.data ? <Settled offer={offer} /> : null}
        <RequestError error={accept.error} fallback="Could not accept the offer. Please try again." />
        <RequestError error={decline.error} fallback="Could not decline the offer. Please try again." />
      </div>
    </Card>
  );
}
