import type { OrderStatus } from '@stitchdesk/shared';

const tones: Record<OrderStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  'In Progress': 'bg-brand-50 text-brand-800 ring-brand-200',
  'In Production': 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  Shipped: 'bg-sky-50 text-sky-800 ring-sky-200',
  Completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'Revision Requested': 'bg-violet-50 text-violet-800 ring-violet-200',
  Cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
  'Awaiting Approval': 'bg-orange-50 text-orange-800 ring-orange-200',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone = tones[status];
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      {status}
    </span>
  );
}
