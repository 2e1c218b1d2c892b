import { isOpenStatus, type StaffOrderSummary } from '@stitchdesk/shared';
import { countdown, formatSpan } from '../../lib/countdown.ts';
import { formatDateTime } from '../../lib/format.ts';

/** Whether a row is late now: the server's flag at fetch time, or the clock having passed its due time since. */
type DueFields = Pick<StaffOrderSummary, 'dueAt' | 'overdue' | 'orderStatus'>;

export function isOverdue(order: DueFields, now: number): boolean {
  if (!isOpenStatus(order.orderStatus)) return false;
  return order.overdue || Date.parse(order.dueAt) < now;
}

/**
 * The live countdown ("due in 42 min" / "Overdue by 1 h 5 min") with the due time under it. Late
 * work says "Overdue" in words and with an icon, so colour is never the only sign; settled work
 * shows only when it was due.
 */
export function DueStatus({ order, now }: { order: DueFields; now: number }) {
  const settled = !isOpenStatus(order.orderStatus);
  const late = isOverdue(order, now);
  const { text } = countdown(order.dueAt, now);
  return (
    <span className="flex flex-col gap-0.5">
      {settled ? null : late ? (
        <span className="inline-flex items-center gap-1 font-semibold text-red-700">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0" fill="currentColor">
            <path d="M8 1 0.5 14.5h15L8 1Zm-.75 5h1.5v4h-1.5V6Zm0 5.25h1.5v1.5h-1.5v-1.5Z" />
          </svg>
          <span>Overdue by {formatSpan(Date.parse(order.dueAt) - now, 'down')}</span>
        </span>
      ) : (
        <span className="font-medium text-slate-800">{text}</span>
      )}
      <span className="text-xs text-slate-500">
        <time dateTime={order.dueAt}>{formatDateTime(order.dueAt)}</time>
      </span>
    </span>
  );
}

/** The queue's due column. */
export function DueCell({ order, now }: { order: DueFields; now: number }) {
  return <DueStatus order={order} now={now} />;
}
