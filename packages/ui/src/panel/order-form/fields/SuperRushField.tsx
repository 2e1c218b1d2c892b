import { useId } from 'react';

/** The Super Rush choice of the digitizing and vector forms, with the FAQ's promise beside it. */
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
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          Super Rush
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Choose Super Rush and your design becomes our first priority: it goes to the top of our work queue,
          ahead of orders without it. There is no extra charge.
        </p>
      </div>
    </div>
  );
}
