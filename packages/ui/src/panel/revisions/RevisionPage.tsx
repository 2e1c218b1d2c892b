import { Link } from 'react-router-dom';
import { formatOrderNumber, SERVICE_LABELS } from '@stitchdesk/shared';
import { serviceRoute, type ServicePageProps } from '../orders/ServiceRoute.tsx';
import { useLoadErrorToast } from '../../lib/use-load-error-toast.ts';
import { errorMessage } from '../../lib/http.ts';
import { Card } from '../../components/Card.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { BlockDetails } from '../../components/order/BlockDetails.tsx';
import { attachedStitchFiles } from '../../components/stitch/stitch-files.ts';
import { useRevision } from './api/get-revision.ts';
import { revisionKeys } from './revision-data.ts';
import { AttachmentsCard } from '../../components/order/AttachmentsCard.tsx';
import { OrderIdAndStatus } from '../../components/order/OrderIdAndStatus.tsx';
import { stitchSummaryQueryOptions } from '../order-view/api/get-stitch-summary.ts';

/**
 * clientpanel/revisions/:service/:orderId — the `:orderId` segment holds the revision's own id
 * (see RevisionsPage). Shows the revised fields only (docs/product.md §Revisions).
 */
export default serviceRoute('service', RevisionView);

function RevisionView({ service, orderId: revisionId }: ServicePageProps) {
  const { data: revision, isPending, error } = useRevision(revisionId);

  // docs/product.md §Messages: the vector revision view only logs.
  useLoadErrorToast(error, 'Error fetching data:', 'revision-error', service === 'vector');

  if (isPending) return <Loading text="Loading..." />;
  if (error) return <LoadError message={errorMessage(error, error.message)} />;

  const keys = revisionKeys(revision);
  const shown = keys.includes(service) ? service : (keys[0] ?? service);
  const attachments = revision.changes[shown]?.attachment ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageHeading title="Revision" />
        <OrderIdAndStatus
          className="-mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600"
          orderId={
            <Link
              to={`/clientpanel/orders/${encodeURIComponent(SERVICE_LABELS[shown])}/${revision.orderId}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {formatOrderNumber(revision.orderNumber)}
            </Link>
          }
          idClassName="min-w-0"
          status={revision.orderStatus}
        />
      </div>
      <Card>
        <BlockDetails service={shown} blocks={revision.changes} />
      </Card>
      <AttachmentsCard
        attachments={attachments}
        gridFiles={attachments}
        stitchFiles={attachedStitchFiles(revision.changes, shown)}
        orderTitle={revision.changes[shown]?.orderTitle}
        wholeSummary={(file) => stitchSummaryQueryOptions(revision.orderId, file.url)}
      />
    </div>
  );
}
