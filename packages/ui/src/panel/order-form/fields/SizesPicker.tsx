import { useId } from 'react';
import { SIZES, type Size } from '@stitchdesk/shared';
import { setSizeQuantity, toggleSize, type SizeDraft } from '../draft.ts';
import { FieldError } from '../../../components/Field.tsx';

/**
 * docs/product.md §Validation: sizes by checkbox; ticking sets quantity 1; the quantity input has minimum 1;
 * a quantity of 0 or empty removes the size (typing a quantity into an unticked size ticks it).
 */
export function SizesPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: readonly SizeDraft[];
  onChange(next: SizeDraft[]): void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const bySize = new Map(value.map((s) => [s.size, s.quantity]));
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Sizes</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SIZES.map((size: Size) => {
          const quantity = bySize.get(size);
          const checked = quantity !== undefined;
          return (
            <div
              key={size}
              className={`flex items-center gap-2 rounded-xl border px-2.5 py-2 ${checked ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white'}`}
            >
              <input
                id={`${id}-${size}`}
                type="checkbox"
                checked={checked}
                disabled={disabled}
                onChange={(event) => onChange(toggleSize(value, size, event.target.checked))}
                className="size-4 accent-brand-600"
              />
              <label htmlFor={`${id}-${size}`} className="w-9 text-sm font-semibold text-slate-800">
                {size}
              </label>
              <label htmlFor={`${id}-${size}-qty`} className="sr-only">
                Quantity for {size}
              </label>
              <input
                id={`${id}-${size}-qty`}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                placeholder="Qty"
                value={quantity ?? ''}
                disabled={disabled}
                onChange={(event) => onChange(setSizeQuantity(value, size, event.target.value))}
                className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
              />
            </div>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
