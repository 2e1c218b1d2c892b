import { useId, useState } from 'react';
import { WEBHOOK_EVENT_DATA, type Webhook } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { useDeleteWebhook } from './api/delete-webhook.ts';
import { useUpdateWebhook } from './api/update-webhook.ts';
import { ConfirmRemoval } from '../../components/ConfirmRemoval.tsx';

/** One endpoint: where, which events, whether it is on; its delivery log on demand. */
export function WebhookRow({ webhook }: { webhook: Webhook }) {
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteWebhook();
  const update = useUpdateWebhook();
  const logId = useId();
  const active = webhook.status === 'active';
  return (
    <li className="flex min-w-0 flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium break-all text-slate-900">{webhook.url}</p>
          <p className="text-sm text-slate-600">
            {webhook.events.map((event) => WEBHOOK_EVENT_DATA[event].label).join(' · ')}
          </p>
          <p className="text-sm">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'}`}
            >
              {active ? 'Active' : 'Turned off'}
            </span>
            {!active && webhook.disabledReason ? (
              <span className="ml-2 text-slate-700">{webhook.disabledReason}</span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!active ? (
            <Button
              size="sm"
              disabled={update.isPending}
              aria-label={`Turn on ${webhook.url}`}
              onClick={() => update.mutate({ id: webhook.id, enabled: true })}
            >
              Turn on
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={showLog}
            aria-controls={logId}
            aria-label={`${showLog ? 'Hide delivery log' : 'Delivery log'} of ${webhook.url}`}
            onClick={() => setShowLog((shown) => !shown)}
          >
            {showLog ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          {confirmDelete ? (
            <ConfirmRemoval
              inline
              question={`Delete ${webhook.url}?`}
              confirmLabel="Delete"
              pending={remove.isPending}
              onConfirm={() => remove.mutate(webhook.id)}
              onKeep={() => setConfirmDelete(false)}
            />
          ) : (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Delete ${webhook.url}`}
              onClick={() => setConfirmDelete(true)}
            >
              Delete
            </Button>
          )}
        </div>
      </div>
      <div id={logId} hidden={!showLog}>
        {showLog ? <DeliveryLog webhookId={webhook.id} url={webhook.url} /> : null}
      </div>
    </li>
  );
}
