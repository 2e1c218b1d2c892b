import { useId } from 'react';
import { formatMoney } from '@stitchdesk/shared';
import { usePricingTerms } from '../../payments/api/pricing-terms.ts';

/**
 * The Super Rush choice of the digitizing and vector forms, with the FAQ's promise beside it and the
 * shop's fee for it ("+ $15.00"; nothing when the shop charges none, or until the fee is known).
 */
export function SuperRushField({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  const terms = usePricingTerms();
  const fee =
    terms && terms.superRushFeeCents > 0 ? formatMoney(terms.superRushFeeCents, terms.currency) : null;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
      />
      <div className="flex flex-col gap-0.5">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <label htmlFor={id} className="text-sm font-semibold text-slate-900">
            Super Rush
          </label>
          {/* Read out in the hint ("It adds $15.00 to the price"); the checkbox's name stays "Super Rush". */}
          {fee ? (
            <span aria-hidden="true" className="text-sm font-semibold text-brand-800">
              + {fee}
            </span>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Choose Super Rush and your design becomes our first priority: it goes to the top of our work queue,
          ahead of orders without it.
          {fee ? ` It adds ${fee} to the price.` : terms ? ' There is no extra charge.' : null}
        </p>
      </div>
    </div>
  );
}
