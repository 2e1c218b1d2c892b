import { WORKFLOW_STATUS_ORDER, type OrderStatus } from '@stitchdesk/shared';

/**
 * "All" plus one tab per status in the order work passes through them, each with its count over
 * the other filters. The tabs wrap onto more lines rather than hide any behind a scroll.
 */
export function StatusTabs({
  current,
  counts,
  onSelect,
}: {
  current: OrderStatus | undefined;
  counts: Record<OrderStatus, number> | undefined;
  onSelect: (status: OrderStatus | undefined) => void;
}) {
  const total = counts
    ? WORKFLOW_STATUS_ORDER.reduce((sum, status) => sum + (counts[status] ?? 0), 0)
    : undefined;
  const tabs: { status: OrderStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: 'All', count: total },
    ...WORKFLOW_STATUS_ORDER.map((status) => ({ status, label: status, count: counts?.[status] })),
  ];
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1.5">
      {tabs.map((tab) => {
        const active = tab.status === current;
        return (
          <button
            key={tab.label}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(tab.status)}
            className={`inline-flex h-9 items-center whitespace-nowrap gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors ${
              active
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700'
            }`}
          >
            {tab.label}{' '}
            <span
              className={`min-w-6 rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-brand-800 text-white' : 'bg-slate-100 text-slate-600'}`}
            >
              {tab.count ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
