import { Link, useLocation } from 'react-router-dom';
import { formatOrderNumber } from '@stitchdesk/shared';
import { ButtonLink } from '../../components/Button.tsx';
import { readPlacedState } from './placed-state.ts';

/**
 * clientpanel/order/placed — the confirmation after an order is placed (docs/product.md §New order and edit
 * forms).
 */
export default function OrderPlacedPage() {
  const placed = readPlacedState(useLocation().state);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-xs">
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-600"
      >
        <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.4">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">Your Order is Confirmed</h1>
      <p className="mt-2 text-slate-600">
        Thank you! We have received your order and it will be processed shortly. We will notify you as it
        moves along.
      </p>
      {placed ? (
        <p className="mt-4 text-slate-800">
          Your order number is{' '}
          <Link to={placed.path} className="font-semibold text-brand-700 underline underline-offset-2">
            {formatOrderNumber(placed.number)}
          </Link>
          .
        </p>
      ) : null}
      <ButtonLink to="/clientpanel" className="mt-6">
        Back to Orders
      </ButtonLink>
    </div>
  );
}
