import type { OrderStatus } from '@stitchdesk/shared';

const TONES: Record<OrderStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  'In Progress': 'bg-brand-50 text-brand-800 ring-brand-200',
  'In Production': 'bg-violet-50 text-violet-800 ring-violet-200',
  Shipped: 'bg-cyan-50 text-cyan-800 ring-cyan-200',
  Completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'Revision Requested': 'bg-orange-50 text-orange-800 ring-orange-200',
  Cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status]}`}
    >
      {status}
    </span>
  );
}
