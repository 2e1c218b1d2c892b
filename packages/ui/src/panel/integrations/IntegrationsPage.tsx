import { PageHeading } from '../../components/PageHeading.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

/** clientpanel/integrations — connecting the client's own systems (webhooks; API tokens beside them). */
export default function IntegrationsPage() {
  return (
    <>
      <PageHeading title="Integrations" />
      <div className="grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
        <WebhooksSection />
      </div>
    </>
  );
}
