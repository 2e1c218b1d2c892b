import {
  WEBHOOK_EVENT_DATA,
  formatDateTime,
  type WebhookAttempt,
  type WebhookDelivery,
} from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useDeliveries } from './api/get-deliveries.ts';
import { useRedeliver } from './api/redeliver.ts';
import { TableHead } from '../../components/TableHead.tsx';

const STATUS_TEXT: Record<WebhookDelivery['status'], string> = {
  pending: 'Waiting to retry',
  succeeded: 'Delivered',
  failed: 'Failed',
};

function answerText(delivery: WebhookDelivery): string {
  if (delivery.responseCode !== null) return `HTTP ${delivery.responseCode}`;
  return delivery.error ?? 'Not sent yet';
}

function attemptText(attempt: WebhookAttempt): string {
  const answer =
    attempt.responseCode !== null ? `HTTP ${attempt.responseCode}` : (attempt.error ?? 'No answer');
  return `${attempt.redelivery ? 'Redelivered: ' : ''}${answer}`;
}

/** The count, opening onto each attempt: what came back and when. */
function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attemptLog.length === 0) return <>{delivery.attempts}</>;
  return (
    <details>
      <summary className="cursor-pointer">{delivery.attempts}</summary>
      <ol className="mt-1 space-y-0.5 text-xs text-slate-700">
        {delivery.attemptLog.map((attempt) => (
          <li key={attempt.number}>
            {attempt.number}. {attemptText(attempt)},{' '}
            <time dateTime={attempt.at}>{formatDateTime(attempt.at)}</time>
          </li>
        ))}
      </ol>
    </details>
  );
}

const DELIVERY_COLUMNS = [
  { label: 'Event', className: 'pr-3' },
  { label: 'Status', className: 'pr-3' },
  { label: 'Answer', className: 'pr-3' },
  { label: 'Attempts', className: 'pr-3' },
  { label: 'Time', className: 'pr-3' },
  { label: <span className="sr-only">Actions</span> },
];

/** The endpoint's deliveries, newest first: what was sent, how it went, and "Redeliver". */
export function DeliveryLog({ webhookId, url }: { webhookId: string; url: string }) {
  const { data, isPending } = useDeliveries(webhookId);
  const redeliver = useRedeliver();
  if (isPending) return <Loading text="Loading deliveries…" />;
  const deliveries = data ?? [];
  if (deliveries.length === 0)
    return <p className="text-sm text-slate-600">Nothing has been sent to it yet.</p>;
  return (
    // Positioned, so the header's screen-reader text scrolls with the table instead of widening the page.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm" aria-label={`Deliveries to ${url}`}>
        <TableHead
          className="text-xs text-slate-600 uppercase"
          cellClassName="py-2"
          columns={DELIVERY_COLUMNS}
        />
        <tbody className="divide-y divide-slate-100">
          {deliveries.map((delivery) => {
            const event = WEBHOOK_EVENT_DATA[delivery.type].label;
            const when = delivery.lastAttemptAt ?? delivery.createdAt;
            return (
              <tr key={delivery.id}>
                <td className="py-2 pr-3 text-slate-900">{event}</td>
                <td className="py-2 pr-3">{STATUS_TEXT[delivery.status]}</td>
                <td className="py-2 pr-3 text-slate-700">{answerText(delivery)}</td>
                <td className="py-2 pr-3">
                  <Attempts delivery={delivery} />
                </td>
                <td className="py-2 pr-3 text-slate-700">
                  <time dateTime={when}>{formatDateTime(when)}</time>
                </td>
                <td className="py-2 text-right">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Redeliver ${event} of ${formatDateTime(delivery.createdAt)}`}
                    disabled={redeliver.isPending}
                    onClick={() => redeliver.mutate({ webhookId, deliveryId: delivery.id })}
                  >
                    Redeliver
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
