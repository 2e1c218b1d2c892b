import { useId, useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENTS_REQUIRED,
  type CreatedWebhook,
  type WebhookEventType,
} from '@stitchdesk/shared';
import { FormMessage, TextField } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useCreateWebhook } from './api/create-webhook.ts';
import { SubmitButton } from '../../components/SubmitButton.tsx';

/** A new endpoint: its URL and the events it wants (all ticked to start with). */
export function AddWebhookForm({ onCreated }: { onCreated: (webhook: CreatedWebhook) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENTS]);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateWebhook();
  const legendId = useId();

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (events.length === 0) {
      setProblem(WEBHOOK_EVENTS_REQUIRED);
      return;
    }
    setProblem(null);
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (webhook) => {
          setUrl('');
          onCreated(webhook);
        },
        onError: (error) => setProblem(errorMessage(error, 'The endpoint could not be added')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Add a webhook endpoint">
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        placeholder="https://shop.example.com/stitchdesk"
        hint="Where we POST each event, signed (Standard Webhooks). It must start with https://"
        value={url}
        required
        onChange={(event) => setUrl(event.target.value)}
      />
      <fieldset className="flex flex-col gap-2" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          Events to send
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={events.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
              />
              {WEBHOOK_EVENT_DATA[event].label}
            </label>
          ))}
        </div>
      </fieldset>
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      <div>
        <SubmitButton pending={create.isPending} pendingLabel="Adding…">
          Add endpoint
        </SubmitButton>
      </div>
    </form>
  );
}
