import type { StaffQuote } from '@stitchdesk/shared';

const STATUS: Record<StaffQuote['status'], { label: string; tone: string }> = {
  new: { label: 'New', tone: 'bg-sky-50 text-sky-800 ring-sky-200' },
  replied: { label: 'Replied', tone: 'bg-violet-50 text-violet-800 ring-violet-200' },
  won: { label: 'Won', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  lost: { label: 'Lost', tone: 'bg-slate-100 text-slate-700 ring-slate-300' },
};

/** Where a quote stands: new → replied (staff answered) → won / lost (its offer accepted or declined). */
export function QuoteStatusBadge({ status }: { status: StaffQuote['status'] }) {
  const { label, tone } = STATUS[status];
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}>
      {label}
    </span>
  );
}
