import {
  formatCents,
  formatOrderNumber,
  SERVICE_TITLES,
  type Order,
  type StaffOrderSummary,
} from '@stitchdesk/shared';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { SuperRushBadge } from '../../components/workflow/SuperRushBadge.tsx';
import { useNow } from '../../lib/countdown.ts';
import { formatDateTime } from '../../lib/format.ts';
import { DueStatus } from '../queue/DueCell.tsx';

/** Where the money stands, in one phrase: what is owed now first. */
export function moneyState(price: Order['price']): string {
  if (price.amountCents === null) return 'Price to be confirmed';
  if (price.depositDueCents > 0) return `Deposit due: ${formatCents(price.depositDueCents)}`;
  if (price.balanceCents > 0)
    return `Balance due: ${formatCents(price.balanceCents)} of ${formatCents(price.amountCents)}`;
  return `Paid in full (${formatCents(price.amountCents)})`;
}

/**
 * The top of the staff order page: number, title, status, the due time with its live countdown
 * (or "Overdue by …"), Super Rush and where the money stands (and whether the client's finished
 * files wait for it).
 */
export function OrderHeader({ summary, order }: { summary: StaffOrderSummary; order: Order }) {
  const now = useNow(15_000);
  return (
    <header className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-lg font-semibold text-slate-500">{formatOrderNumber(order.number)}</span>
        <h1 className="min-w-0 text-2xl font-bold break-words">{summary.title}</h1>
        <StatusBadge status={summary.orderStatus} />
        {summary.superRush ? <SuperRushBadge /> : null}
      </div>
      <p className="text-sm text-slate-600">
        {SERVICE_TITLES[summary.serviceKey]} · placed {formatDateTime(summary.createdAt)}
      </p>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div className="flex flex-col">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Due</dt>
          <dd>
            <DueStatus order={summary} now={now} />
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Money</dt>
          <dd className="font-medium text-slate-800">{moneyState(order.price)}</dd>
          {order.filesHeld ? (
            // The shop holds finished files until paid: staff's links open, the client's do not yet.
            <dd className="text-xs font-semibold text-amber-900">Client’s finished files held until paid</dd>
          ) : null}
        </div>
      </dl>
    </header>
  );
}
