import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatOrderNumber, type Notification } from '@stitchdesk/shared';
import { formatDateTime } from '../../lib/format.ts';
import { useNotifications } from './api/get-notifications.ts';
import { useMarkNotificationsRead } from './api/mark-read.ts';
import { LineIcon } from '../../components/LineIcon.tsx';
import { useDismiss } from '../../components/use-dismiss.ts';

export const NOTIFICATIONS_FAILED = 'Failed getting notifications';

/**
 * The bell (docs/product.md §Notifications): the unread count is the notifications without readStatus; a
 * click toggles the panel and marks everything read. Unread messages are bold.
 */
export function NotificationBell() {
  const { data, isError } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  // Opening marks everything read at once; what was unread stays bold while the panel is open.
  const [unreadWhenOpened, setUnreadWhenOpened] = useState<ReadonlySet<string>>(new Set());
  const panelId = useId();
  const wrapper = useDismiss<HTMLDivElement>(open, () => setOpen(false));
  const list = data?.list ?? [];
  const unread = isError ? 0 : list.filter((n) => !n.readStatus).length;

  const toggle = () => {
    setUnreadWhenOpened(open ? new Set() : new Set(list.filter((n) => !n.readStatus).map((n) => n._id)));
    setOpen(!open);
    markRead.mutate();
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={toggle}
        className="relative grid size-11 place-items-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-xs hover:border-brand-300 hover:text-brand-700"
      >
        <LineIcon strokeWidth="1.8" className="size-5.5">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
        </LineIcon>
        {unread ? (
          <span
            data-testid="unread-count"
            className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="absolute right-0 z-30 mt-2 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
        >
          <h2 className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
            Notifications
          </h2>
          {/* Focusable so a keyboard can scroll a long list even when none of it links to an order. */}
          <ul
            tabIndex={0}
            aria-label="Notification messages"
            className="max-h-80 divide-y divide-slate-100 overflow-y-auto"
          >
            {isError ? (
              <li className="px-4 py-3 text-sm text-red-700">{NOTIFICATIONS_FAILED}</li>
            ) : list.length ? (
              list.map((n) => {
                const bold = !n.readStatus || unreadWhenOpened.has(n._id);
                const body = (
                  <>
                    <p className={bold ? 'font-bold text-slate-900' : 'text-slate-600'}>{n.message}</p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {n.orderNumber ? (
                        <span className="font-semibold">{formatOrderNumber(n.orderNumber)}</span>
                      ) : null}
                      {n.orderNumber && n.createdAt ? ' · ' : null}
                      {n.createdAt ? formatDateTime(n.createdAt) : null}
                    </p>
                  </>
                );
                const href = orderLink(n);
                return (
                  <li key={n._id} className={`text-sm ${bold ? 'bg-brand-50/60' : ''}`}>
                    {href ? (
                      <Link
                        to={href}
                        onClick={() => setOpen(false)}
                        className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
                      >
                        {body}
                      </Link>
                    ) : (
                      <div className="px-4 py-3">{body}</div>
                    )}
                  </li>
                );
              })
            ) : (
              <li className="px-4 py-3 text-sm text-slate-500">No notifications yet.</li>
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The client's page of the order a notification is about, when it is about one. */
function orderLink(n: Notification): string | null {
  if (!n.orderId || !n.serviceType) return null;
  return `/clientpanel/orders/${encodeURIComponent(n.serviceType)}/${n.orderId}`;
}
