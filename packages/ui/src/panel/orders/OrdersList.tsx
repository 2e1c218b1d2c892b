import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatOrderNumber, SERVICE_LABELS } from '@stitchdesk/shared';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { OrderRow } from './order-filter.ts';

/** Route segment of a service label: `Custom Apparel` → `Custom%20Apparel`. */
export function servicePath(label: string): string {
  return encodeURIComponent(label);
}

/**
 * The order rows, virtualised: only the rows in view (plus a few) are in the DOM, so 10,000 orders
 * scroll as smoothly as 10. Exposed as an ARIA table whose rows carry their index in the whole list.
 */
export function OrdersList({ rows }: { rows: readonly OrderRow[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 68,
    overscan: 8,
    getItemKey: (index) => rows[index].order._id,
  });

  return (
    <div
      role="table"
      aria-label="My orders"
      aria-rowcount={rows.length + 1}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
    >
      <div
        role="rowgroup"
        className="hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase md:block"
      >
        <div
          role="row"
          aria-rowindex={1}
          className="grid grid-cols-[4rem_minmax(0,1fr)_10rem_10rem_7rem] items-center gap-3 px-4 py-3"
        >
          <span role="columnheader">#</span>
          <span role="columnheader">Title</span>
          <span role="columnheader">Type</span>
          <span role="columnheader">Status</span>
          <span role="columnheader">
            <span className="sr-only">Actions</span>
          </span>
        </div>
      </div>
      <div
        ref={scroller}
        data-testid="orders-scroller"
        className="max-h-[max(24rem,calc(100dvh-17rem))] overflow-y-auto"
      >
        <div role="rowgroup" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const { order, title } = rows[item.index];
            const { service } = rows[item.index];
            const label = service ? SERVICE_LABELS[service] : order.serviceType;
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 grid w-full grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-b border-slate-100 px-4 py-3 hover:bg-slate-50 md:grid-cols-[4rem_minmax(0,1fr)_10rem_10rem_7rem]"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <span
                  role="cell"
                  className="col-start-1 row-span-2 row-start-1 text-sm text-slate-500 tabular-nums md:row-span-1"
                >
                  {formatOrderNumber(order.number)}
                </span>
                <span role="cell" className="col-start-2 row-start-1 min-w-0">
                  <Link
                    to={`/clientpanel/orders/${servicePath(label)}/${order._id}`}
                    className="block truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {title || 'Untitled order'}
                  </Link>
                </span>
                <span
                  role="cell"
                  className="col-start-2 row-start-2 text-sm text-slate-600 md:col-start-3 md:row-start-1"
                >
                  {order.serviceType}
                </span>
                <span
                  role="cell"
                  className="col-start-3 row-start-1 justify-self-end md:col-start-4 md:justify-self-start"
                >
                  <StatusBadge status={order.orderStatus} />
                </span>
                <span
                  role="cell"
                  className="col-start-3 row-start-2 justify-self-end md:col-start-5 md:row-start-1"
                >
                  <Link
                    to={`/clientpanel/editorder/${servicePath(label)}/${order._id}`}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                    aria-label={`Edit Order ${title}`}
                  >
                    Edit Order
                  </Link>
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
