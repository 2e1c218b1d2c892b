import { PHYSICAL_SERVICES, type Order, type ServiceKey } from '@stitchdesk/shared';
import { SuperRushBadge } from '../../components/workflow/SuperRushBadge.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** Whether the order still has a date to meet: finished or cancelled work has none. */
export function showsDue(status: Order['orderStatus']): boolean {
  return status !== 'Completed' && status !== 'Cancelled' && status !== 'Shipped';
}

/**
 * "Due by …" in the client's own time (for goods, the day they ship: "Ships by …"), while the work
 * is open, and the Super Rush mark when it was chosen; lives in a <dl>.
 */
export function DueLine({ order, service }: { order: Order; service: ServiceKey }) {
  const label = PHYSICAL_SERVICES.includes(service) ? 'Ships by:' : 'Due by:';
  return (
    <>
      {showsDue(order.orderStatus) ? (
        <div className="flex items-center gap-1.5">
          <dt>{label}</dt>
          <dd className="font-medium text-slate-800">
            <time dateTime={order.dueAt}>{formatDateTime(order.dueAt)}</time>
          </dd>
        </div>
      ) : null}
      {order.superRush ? (
        <div className="flex items-center">
          <dt className="sr-only">Priority:</dt>
          <dd>
            <SuperRushBadge />
          </dd>
        </div>
      ) : null}
    </>
  );
}
