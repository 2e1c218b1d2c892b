import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiTokensSection } from './ApiTokensSection.tsx';

/** clientpanel/integrations — what a client's own systems use to work with us (issue 27). */
export default function IntegrationsPage() {
  return (
    <>
      <PageHeading title="Integrations" />
      <div className="grid max-w-5xl grid-cols-1 gap-6">
        <ApiTokensSection />
        {/* Webhooks: <WebhooksSection /> (./WebhooksSection.tsx, branch jobs-webhooks) goes here. */}
      </div>
    </>
  );
}
