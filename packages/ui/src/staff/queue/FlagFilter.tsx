import type { QueueFlag } from '@stitchdesk/shared';

const OPTIONS: { flag: QueueFlag | undefined; label: string }[] = [
  { flag: undefined, label: 'All' },
  { flag: 'overdue', label: 'Overdue only' },
  { flag: 'rush', label: 'Rush only' },
];

/** All / Overdue only / Rush only, as `?flag=` (the server filters, so paging and counts agree). */
export function FlagFilter({
  current,
  onSelect,
}: {
  current: QueueFlag | undefined;
  onSelect: (flag: QueueFlag | undefined) => void;
}) {
  return (
    <div role="group" aria-label="Show" className="flex flex-wrap gap-1.5">
      {OPTIONS.map((option) => {
        const active = option.flag === current;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(option.flag)}
            className={`inline-flex h-9 items-center rounded-lg border px-3.5 text-sm font-semibold transition-colors ${
              active
                ? 'border-slate-800 bg-slate-800 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
