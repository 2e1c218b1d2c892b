import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiTokensSection } from './ApiTokensSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

/** clientpanel/integrations — what a client's own systems use to work with us (issue 27). */
export default function IntegrationsPage() {
  return (
    <>
      <PageHeading title="Integrations" />
      <div className="grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
        <ApiTokensSection />
        <WebhooksSection />
      </div>
    </>
  );
}
