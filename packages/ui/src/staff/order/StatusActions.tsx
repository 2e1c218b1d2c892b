import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { OrderStatus } from '@stitchdesk/shared';
import { errorMessage } from '../../lib/http.ts';
import { useChangeStatus } from './api/change-status.ts';

/** The button's words for one move; accepting a revision is the move back to In Progress. */
export function moveLabel(from: OrderStatus, to: OrderStatus): string {
  if (from === 'Revision Requested' && to === 'In Progress') return 'Accept revision';
  if (to === 'Cancelled') return 'Cancel order';
  return `Move to ${to}`;
}

/**
 * One button per move the server allows from the current status (`allowedTransitions` of the detail),
 * with an optional note kept in the history. Completing needs delivered files, so without them the
 * Completed button is disabled and says why.
 */
export function StatusActions({
  orderId,
  status,
  allowed,
  hasDeliveries,
}: {
  orderId: string;
  status: OrderStatus;
  allowed: OrderStatus[];
  hasDeliveries: boolean;
}) {
  const noteId = useId();
  const hintId = useId();
  const [note, setNote] = useState('');
  const change = useChangeStatus();
  // A refusal belongs to the status it was given for: once the order has moved on, it is old news.
  const { reset } = change;
  useEffect(() => reset(), [status, reset]);

  if (allowed.length === 0) {
    return <p className="text-sm text-slate-600">No further moves from {status}.</p>;
  }

  const move = (to: OrderStatus) =>
    change.mutate(
      { orderId, status: to, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          toast.success(`Order moved to ${to}`);
        },
      },
    );

  const completeBlocked = !hasDeliveries;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
          Note for the history (optional)
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={5000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className="block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {allowed.map((to) => {
          const blocked = to === 'Completed' && completeBlocked;
          const danger = to === 'Cancelled';
          return (
            <button
              key={to}
              type="button"
              disabled={change.isPending || blocked}
              aria-describedby={blocked ? hintId : undefined}
              onClick={() => move(to)}
              className={`inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
                danger
                  ? 'border border-red-300 bg-white text-red-700 hover:bg-red-50'
                  : 'bg-brand-600 text-white hover:bg-brand-700'
              }`}
            >
              {moveLabel(status, to)}
            </button>
          );
        })}
      </div>
      {change.isError ? (
        // The server's refusal in its own words (a 409 names the missing deposit or approval).
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {errorMessage(change.error, 'Could not change the status')}
        </p>
      ) : null}
      {allowed.includes('Completed') && completeBlocked ? (
        <p id={hintId} className="text-xs text-slate-500">
          Deliver the finished files below to complete this order.
        </p>
      ) : null}
    </div>
  );
}
