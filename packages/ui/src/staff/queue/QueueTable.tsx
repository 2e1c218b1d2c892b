import { Link } from 'react-router-dom';
import { formatOrderNumber, SERVICE_TITLES, type StaffOrderSummary } from '@stitchdesk/shared';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { SuperRushBadge } from '../../components/workflow/SuperRushBadge.tsx';
import { MoneyBadge } from '../../components/workflow/MoneyBadge.tsx';
import { useNow } from '../../lib/countdown.ts';
import { useMediaQuery } from '../../components/use-media-query.ts';
import { formatDateTime } from '../../lib/format.ts';
import { StaffTable } from '../components/StaffTable.tsx';
import { ClientLink } from '../components/ClientLink.tsx';
import { DueCell, DueStatus, isOverdue } from './DueCell.tsx';

/** The order's title, the way to its page from the card and from the table row alike. */
function OrderLink({ order }: { order: StaffOrderSummary }) {
  return (
    <Link
      to={`/staff/orders/${order._id}`}
      className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
    >
      {order.title || 'Untitled order'}
    </Link>
  );
}

/** One order as a card, for phones: the table's columns one under the other, nothing squeezed. */
function QueueCard({ order, now }: { order: StaffOrderSummary; now: number }) {
  const late = isOverdue(order, now);
  return (
    <li
      className={`flex flex-col gap-2 rounded-xl border bg-white p-4 shadow-xs ${late ? 'border-l-4 border-red-200 border-l-red-600' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-slate-700">{formatOrderNumber(order.number)}</span>
        <StatusBadge status={order.orderStatus} />
      </div>
      <OrderLink order={order} />
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {SERVICE_TITLES[order.serviceKey]} · <ClientLink client={order.client} />
        {order.superRush ? <SuperRushBadge /> : null}
      </div>
      <div className="text-sm">
        <DueStatus order={order} now={now} />
      </div>
      <div className="text-xs text-slate-600">
        {order.assignedTo ? `Assigned to ${order.assignedTo.username}` : 'Unassigned'}
      </div>
    </li>
  );
}

/**
 * The queue's rows, in the server's order (Super Rush first, then by due time): a table from tablet
 * width up, cards on phones. One clock ticks every countdown, without re-fetching.
 */
export function QueueTable({ orders }: { orders: StaffOrderSummary[] }) {
  const now = useNow(30_000);
  // Hosts that cannot tell (test DOMs) get the table.
  const phone = useMediaQuery('(max-width: 639.98px)', false);
  return phone ? (
    <ul aria-label="Orders" className="flex flex-col gap-3">
      {orders.map((order) => (
        <QueueCard key={order._id} order={order} now={now} />
      ))}
    </ul>
  ) : (
    <QueueRows orders={orders} now={now} />
  );
}

const QUEUE_COLUMNS = [
  { label: 'Order' },
  { label: 'Client', className: 'hidden md:table-cell' },
  { label: 'Assigned to', className: 'hidden lg:table-cell' },
  { label: 'Status' },
  { label: 'Due' },
  { label: 'Updated', className: 'hidden sm:table-cell' },
];

function QueueRows({ orders, now }: { orders: StaffOrderSummary[]; now: number }) {
  return (
    <StaffTable caption="Orders" columns={QUEUE_COLUMNS} overflow="overflow-hidden">
      {orders.map((order) => (
        <tr
          key={order._id}
          className={`align-top hover:bg-slate-50 ${isOverdue(order, now) ? 'border-l-4 border-l-red-600 bg-red-50/40' : ''}`}
        >
          <td className="px-4 py-3">
            <OrderLink order={order} />
            <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <span className="font-medium text-slate-700">{formatOrderNumber(order.number)}</span>
              {SERVICE_TITLES[order.serviceKey]}
              {order.superRush ? <SuperRushBadge /> : null}
            </div>
            <div className="mt-0.5 text-xs break-all text-slate-500 md:hidden">
              <ClientLink client={order.client} />
            </div>
          </td>
          <td className="hidden px-4 py-3 md:table-cell">
            <div className="text-slate-800">
              <ClientLink client={order.client} />
            </div>
            <div className="text-xs break-all text-slate-500">{order.client.email}</div>
          </td>
          <td className="hidden px-4 py-3 text-slate-700 lg:table-cell">
            {order.assignedTo?.username ?? <span className="text-slate-500">Unassigned</span>}
          </td>
          <td className="px-4 py-3">
            <StatusBadge status={order.orderStatus} />
            <div className="mt-1">
              <MoneyBadge money={order.money} />
            </div>
          </td>
          <td className="px-4 py-3 text-sm">
            <DueCell order={order} now={now} />
          </td>
          <td className="hidden px-4 py-3 whitespace-nowrap text-slate-600 sm:table-cell">
            {formatDateTime(order.updatedAt)}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
