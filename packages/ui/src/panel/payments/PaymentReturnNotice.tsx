import { SpinnerRing } from '../../components/Spinner.tsx';
import type { PaymentReturn } from './return-state.ts';

/**
 * What the page says on coming back from the checkout: "Confirming your payment…" until the payment
 * is recorded, then "Payment received — thank you"; a cancelled checkout only says nothing was charged.
 */
export function PaymentReturnNotice({ state, arrived }: { state: PaymentReturn; arrived: boolean }) {
  if (state === null) return null;
  if (state === 'cancelled')
    return (
      <p
        role="status"
        className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
      >
        Payment cancelled: nothing was charged. You can pay whenever you like.
      </p>
    );
  return arrived ? (
    <p
      role="status"
      className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900"
    >
      Payment received — thank you
    </p>
  ) : (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <SpinnerRing size={16} /> Confirming your payment…
    </p>
  );
}
