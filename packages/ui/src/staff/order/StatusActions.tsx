import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { addressLines, type Address, type NextStep, type OrderStatus } from '@stitchdesk/shared';
import { errorMessage } from '../../lib/http.ts';
import { useChangeStatus } from './api/change-status.ts';
import { NextStepChecklist } from './NextStepChecklist.tsx';
import { EMPTY_SHIPMENT, ShipmentFields, shipmentOf, type ShipmentDraft } from './ShipmentFields.tsx';

/** The button's words for one move; accepting a revision is the move back to In Progress. */
export function moveLabel(from: OrderStatus, to: OrderStatus): string {
  if (from === 'Revision Requested' && to === 'In Progress') return 'Accept revision';
  if (to === 'Cancelled') return 'Cancel order';
  return `Move to ${to}`;
}

/**
 * One button per move the server allows (`nextSteps` of the detail), each with the checklist of
 * what it needs as the server checks it: a move not ready is disabled and its checklist says why.
 * Shipping asks for the carrier and tracking number. A note is kept in the history.
 */
export function StatusActions({
  orderId,
  status,
  nextSteps,
  shipTo = null,
}: {
  orderId: string;
  status: OrderStatus;
  nextSteps: NextStep[];
  /** Goods: where they ship, shown with the Shipped move. */
  shipTo?: Address | null;
}) {
  const noteId = useId();
  const listId = useId();
  const [note, setNote] = useState('');
  const [shipment, setShipment] = useState<ShipmentDraft>(EMPTY_SHIPMENT);
  const change = useChangeStatus();
  // A refusal belongs to the status it was given for: once the order has moved on, it is old news.
  const { reset } = change;
  useEffect(() => reset(), [status, reset]);

  if (nextSteps.length === 0) {
    return <p className="text-sm text-slate-600">No further moves from {status}.</p>;
  }

  const move = (to: OrderStatus) =>
    change.mutate(
      {
        orderId,
        status: to,
        note: note.trim(),
        shipment: to === 'Shipped' ? (shipmentOf(shipment) ?? undefined) : undefined,
      },
      {
        onSuccess: () => {
          setNote('');
          setShipment(EMPTY_SHIPMENT);
          toast.success(`Order moved to ${to}`);
        },
      },
    );

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
      <ul className="flex flex-col gap-4">
        {nextSteps.map((step) => {
          const shipping = step.status === 'Shipped';
          const missingShipment = shipping && !shipmentOf(shipment);
          const blocked = !step.ready || missingShipment;
          const danger = step.status === 'Cancelled';
          const checklistId = `${listId}-${step.status.replaceAll(' ', '-')}`;
          const hintId = `${checklistId}-hint`;
          return (
            <li key={step.status} className="flex flex-col gap-2">
              {shipping && shipTo ? (
                <p className="text-sm text-slate-700">
                  <span className="font-semibold">Ships to: </span>
                  <bdi>{addressLines(shipTo).join(', ')}</bdi>
                </p>
              ) : null}
              {shipping ? <ShipmentFields draft={shipment} onChange={setShipment} /> : null}
              <NextStepChecklist step={step} id={checklistId} />
              <button
                type="button"
                disabled={change.isPending || blocked}
                aria-describedby={
                  [step.requirements.length ? checklistId : '', blocked ? hintId : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                onClick={() => move(step.status)}
                className={`inline-flex h-10 items-center self-start rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
                  danger
                    ? 'border border-red-300 bg-white text-red-700 hover:bg-red-50'
                    : 'bg-brand-600 text-white hover:bg-brand-700'
                }`}
              >
                {moveLabel(status, step.status)}
              </button>
              {blocked ? (
                <p id={hintId} className="text-xs text-slate-600">
                  {!step.ready
                    ? `Waiting for: ${step.requirements
                        .filter((r) => !r.met)
                        .map((r) => r.label)
                        .join(', ')}.`
                    : 'Enter the carrier and tracking number to ship.'}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {change.isError ? (
        // The server's refusal in its own words (a 409 names the missing deposit or approval).
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {errorMessage(change.error, 'Could not change the status')}
        </p>
      ) : null}
    </div>
  );
}
