import { Link } from 'react-router-dom';
import {
  formatMoney,
  formatOrderNumber,
  PLAN_UNITS,
  type StaffClientOrder,
  type StaffClientPage,
} from '@stitchdesk/shared';
import { AddressText } from '../../components/address/AddressText.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { formatDate } from '../../lib/format.ts';
import { SERVICE_WORDS, unitLeft } from '../../lib/plan-words.ts';

/*
 * The parts of the staff client page (ClientPage.tsx), each with the words it shows when the client
 * has nothing of it.
 */

const emptyText = 'text-sm text-slate-600';
const badge = 'rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700';

/** The newest orders, each a link to its staff page: "#1042 Team logo", its status and day. */
export function RecentOrders({ orders, total }: { orders: StaffClientOrder[]; total: number }) {
  if (orders.length === 0) return <p className={emptyText}>No orders yet.</p>;
  return (
    <>
      <ul aria-label="Recent orders" className="flex flex-col divide-y divide-slate-100">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5">
            <Link
              to={`/staff/orders/${order.id}`}
              className="min-w-0 font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
            >
              <span className="text-slate-500">{formatOrderNumber(order.number)}</span>{' '}
              {order.title || 'Untitled order'}
            </Link>
            <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
              {order.serviceType} · {formatDate(order.createdAt)}
              <StatusBadge status={order.status} />
            </span>
          </li>
        ))}
      </ul>
      {total > orders.length ? (
        <p className="mt-2 text-xs text-slate-500">
          The {orders.length} newest of {total} orders; the queue lists them all.
        </p>
      ) : null}
    </>
  );
}

export function AssignedEmployee({ employee }: { employee: StaffClientPage['client']['assignedEmployee'] }) {
  return employee ? (
    <p className="text-sm font-medium text-slate-900">{employee.username}</p>
  ) : (
    <p className={emptyText}>No one: the client has not given their work to an employee.</p>
  );
}

/** What the client's statement says is owed, in the shop's currency. */
export function OwedAmount({ owed }: { owed: StaffClientPage['owed'] }) {
  if (owed.outstandingCents <= 0) return <p className={emptyText}>Nothing owed.</p>;
  return (
    <p className="text-sm text-slate-700">
      <span className="text-lg font-semibold text-slate-900">
        {formatMoney(owed.outstandingCents, owed.currency)}
      </span>{' '}
      on {owed.orders} {owed.orders === 1 ? 'order' : 'orders'}
    </p>
  );
}

const PLAN_STATUS_WORDS = { active: 'Active', canceling: 'Ends with this month', ended: 'Ended' } as const;

/** The plans in force, with what is left of this month's allowance. */
export function ClientPlans({ plans }: { plans: StaffClientPage['plans'] }) {
  if (plans.length === 0) return <p className={emptyText}>No plan: each order is priced on its own.</p>;
  return (
    <ul className="flex flex-col gap-4">
      {plans.map((plan) => (
        <li key={plan.service} className="text-sm">
          <p className="font-semibold text-slate-900">
            {SERVICE_WORDS[plan.service]}: {plan.plan}{' '}
            <span className={badge}>{PLAN_STATUS_WORDS[plan.status]}</span>
          </p>
          <p className="text-xs text-slate-600">
            {/* Periods run in UTC days, as the plan's own page counts them. */}
            {formatDate(plan.periodStart, 'UTC')} to {formatDate(plan.periodEnd, 'UTC')} ·{' '}
            {plan.source === 'staff' ? 'arranged by staff' : 'paid by card'}
          </p>
          <ul className="mt-1 flex flex-col gap-0.5 text-slate-800">
            {PLAN_UNITS.filter((unit) => unit in plan.remaining).map((unit) => (
              <li key={unit}>{unitLeft(plan, unit)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The address book, the default shipping address first (as the API orders it). */
export function AddressBook({ addresses }: { addresses: StaffClientPage['addresses'] }) {
  if (addresses.length === 0) return <p className={emptyText}>No saved addresses.</p>;
  return (
    <ul className="flex flex-col gap-4">
      {addresses.map((address) => (
        <li key={address._id} className="flex flex-col gap-1">
          {address.defaultShipping || address.defaultBilling ? (
            <p className="flex flex-wrap gap-1.5">
              {address.defaultShipping ? <span className={badge}>Default shipping</span> : null}
              {address.defaultBilling ? <span className={badge}>Default billing</span> : null}
            </p>
          ) : null}
          <AddressText address={address} />
        </li>
      ))}
    </ul>
  );
}
