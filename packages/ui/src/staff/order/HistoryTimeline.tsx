import type { OrderEvent } from '@stitchdesk/shared';
import { formatDateTime } from '../components/format.ts';

/** Who moved the order from which status to which, oldest first. */
export function HistoryTimeline({ events, createdAt }: { events: OrderEvent[]; createdAt: string }) {
  const placed = events.some((event) => event.fromStatus === null);
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-slate-200 pl-5">
      {placed ? null : <TimelineItem title="Order placed" when={createdAt} who="Client" note="" />}
      {events.map((event) => (
        <TimelineItem
          key={event.id}
          title={
            event.fromStatus ? `${event.fromStatus} → ${event.toStatus}` : `Order placed (${event.toStatus})`
          }
          when={event.createdAt}
          who={event.actor ? `${event.actor.username} (${event.actor.role})` : 'System'}
          note={event.note}
        />
      ))}
    </ol>
  );
}

function TimelineItem({
  title,
  when,
  who,
  note,
}: {
  title: string;
  when: string;
  who: string;
  note: string;
}) {
  return (
    <li className="relative">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full border-2 border-white bg-brand-500 ring-2 ring-brand-100"
      />
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <p className="text-xs text-slate-500">
        <time dateTime={when}>{formatDateTime(when)}</time> · {who}
      </p>
      {note ? <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{note}</p> : null}
    </li>
  );
}
