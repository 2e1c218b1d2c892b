import { moneyStateOf, type Order } from '@stitchdesk/shared';
import { MoneyBadge } from '../../components/workflow/MoneyBadge.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import type { ClientAction } from './needs-me.ts';

/** When an open order is due, or the day goods ship once an approval fixed it. */
export function dueOrShipLine(order: Order): string | null {
  if (order.orderStatus === 'Completed' || order.orderStatus === 'Cancelled') return null;
  if (order.estimatedShipDate) return `Ships ${formatDate(order.estimatedShipDate)}`;
  return `Due ${formatDateTime(order.dueAt)}`;
}

/** A My Orders row's second line: due or ship date, money, and what the order waits for from the client. */
export function OrderRowFacts({ order, actions }: { order: Order; actions: readonly ClientAction[] }) {
  const when = dueOrShipLine(order);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
      {when ? <span>{when}</span> : null}
      <MoneyBadge money={moneyStateOf(order.price)} />
      {actions.length > 0 ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800 ring-1 ring-red-300 ring-inset">
          <span aria-hidden="true">●</span>
          Action needed: {actions.join(', ').toLowerCase()}
        </span>
      ) : null}
    </div>
  );
}
