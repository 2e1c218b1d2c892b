import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/http.ts';
import { Loading } from '../../components/Loading.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { useOrders } from './api/get-orders.ts';
import { useUnreadMessages } from './api/get-unread.ts';
import { filterOrderRows, toOrderRows } from './order-filter.ts';
import { OrdersList } from './OrdersList.tsx';
import { TextField } from '../../components/Field.tsx';

/**
 * clientpanel (index): My Orders with search, month filter and the notification bell (docs/product.md §My
 * Orders).
 */
export default function MyOrdersPage() {
  const { data, isPending, error } = useOrders();
  const [search, setSearch] = useState('');
  const [month, setMonth] = useState('');

  useEffect(() => {
    if (error) toast.error(errorMessage(error, 'Could not load your orders'), { id: 'orders-error' });
  }, [error]);

  // Lower-case titles and month keys once per data change; each keystroke only compares strings.
  const unread = useUnreadMessages().data;
  const [needsMe, setNeedsMe] = useState(false);
  const rows = useMemo(() => toOrderRows(data ?? [], unread), [data, unread]);
  const waiting = useMemo(() => rows.filter((row) => row.actions.length > 0).length, [rows]);
  const filter = useDeferredValue(useMemo(() => ({ search, month, needsMe }), [search, month, needsMe]));
  const visible = useMemo(() => filterOrderRows(rows, filter), [rows, filter]);

  return (
    <>
      <PageHeading title="My Orders">
        <NotificationBell />
      </PageHeading>
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <TextField
          label="Search by title"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search orders…"
        />
        <TextField label="Month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            checked={needsMe}
            onChange={(e) => setNeedsMe(e.target.checked)}
            className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
          />
          Needs me ({waiting})
        </label>
      </div>
      {isPending ? (
        <Loading text="Loading orders..." />
      ) : visible.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-600">
          No orders found.
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-500" aria-live="polite">
            {visible.length === rows.length
              ? `${rows.length} ${rows.length === 1 ? 'order' : 'orders'}`
              : `${visible.length} of ${rows.length} orders`}
          </p>
          <OrdersList rows={visible} />
        </>
      )}
    </>
  );
}
