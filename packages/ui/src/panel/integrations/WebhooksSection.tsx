import { useId, useState } from 'react';
import type { CreatedWebhook } from '@stitchdesk/shared';
import { Card } from '../../components/Card.tsx';
import { Loading } from '../../components/Loading.tsx';
import { AddWebhookForm } from './AddWebhookForm.tsx';
import { SecretOnce } from './SecretOnce.tsx';
import { WebhookRow } from './WebhookRow.tsx';
import { useWebhooks } from './api/get-webhooks.ts';

/** Integrations › Webhooks: the client's endpoints, adding one, and each one's delivery log. */
export function WebhooksSection() {
  const { data, isPending } = useWebhooks();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const headingId = useId();
  return (
    <Card labelledBy={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Webhooks
        </h2>
        <p className="text-sm text-slate-600">
          Your own system hears about your orders as they happen: we send each event you choose to your
          endpoint, signed, and retry for three days when it does not answer.
        </p>
      </div>
      {created ? (
        <SecretOnce secret={created.secret} url={created.url} onDone={() => setCreated(null)} />
      ) : null}
      <AddWebhookForm onCreated={setCreated} />
      {isPending ? (
        <Loading text="Loading endpoints…" />
      ) : data && data.length > 0 ? (
        <ul
          aria-label="Your webhook endpoints"
          className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200"
        >
          {data.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">You have no webhook endpoints yet.</p>
      )}
    </Card>
  );
}
