import type { OrderEvent, OrderEventKind } from '@stitchdesk/shared';
import { NoteText } from './NoteText.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** The words of a workflow step; a status move is named by its two statuses. */
const STEP_TITLES: Record<Exclude<OrderEventKind, 'status'>, string> = {
  price: 'Price set',
  payment: 'Payment recorded',
  proof: 'Proof sent',
  approved: 'Proof approved',
  'changes-requested': 'Changes requested',
  assignee: 'Assignee changed',
  due: 'Due time changed',
};

function eventTitle(event: OrderEvent): string {
  const move = event.fromStatus
    ? `${event.fromStatus} → ${event.toStatus}`
    : `Order placed (${event.toStatus})`;
  if (event.kind === 'status') return move;
  const step = STEP_TITLES[event.kind];
  return event.fromStatus && event.fromStatus !== event.toStatus ? `${step} (${move})` : step;
}

/** Who moved the order from which status to which, oldest first. */
export function HistoryTimeline({ events, createdAt }: { events: OrderEvent[]; createdAt: string }) {
  const placed = events.some((event) => event.fromStatus === null);
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-slate-200 pl-5">
      {placed ? null : <TimelineItem title="Order placed" when={createdAt} who="Client" note="" />}
      {events.map((event) => (
        <TimelineItem
          key={event.id}
          title={eventTitle(event)}
          when={event.createdAt}
          who={event.actor ? `${event.actor.username} (${event.actor.role})` : 'System'}
          note={event.note}
          clientMessage={event.clientMessage}
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
  clientMessage = null,
}: {
  title: string;
  when: string;
  who: string;
  note: string;
  /** What the client was told (bell and e-mail), if anything. */
  clientMessage?: string | null;
}) {
  return (
    <li className="relative min-w-0">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full border-2 border-white bg-brand-500 ring-2 ring-brand-100"
      />
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <p className="text-xs text-slate-500">
        <time dateTime={when}>{formatDateTime(when)}</time> · {who}
      </p>
      {note ? <NoteText text={note} /> : null}
      {clientMessage ? (
        <p className="mt-1 text-xs break-words text-slate-600 [overflow-wrap:anywhere]">
          Client told: “{clientMessage}”
        </p>
      ) : null}
    </li>
  );
}
