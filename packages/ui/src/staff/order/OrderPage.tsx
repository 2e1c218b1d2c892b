import { Link, useParams } from 'react-router-dom';
import { canDeliver, PHYSICAL_SERVICES, type ServiceKey, type StaffOrderDetail } from '@stitchdesk/shared';
import { ATTACHMENTS_ZIP_NAME, DELIVERIES_ZIP_NAME } from '../../lib/zip.ts';
import { BlockDetails } from '../../components/order/BlockDetails.tsx';
import { ZipButton } from '../../components/order/ZipButton.tsx';
import { attachedFiles, completedFiles } from '../../lib/order-data.ts';
import { errorMessage } from '../../lib/http.ts';
import { Card } from '../../components/Card.tsx';
import { Section } from './Section.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { OrderHeader } from './OrderHeader.tsx';
import { WorkPanel } from './WorkPanel.tsx';
import { useStaffOrder } from './api/get-staff-order.ts';
import { DeliverPanel } from './DeliverPanel.tsx';
import { OrderFiles } from './OrderFiles.tsx';
import { HistoryTimeline } from './HistoryTimeline.tsx';
import { RevisionsList } from './RevisionsList.tsx';
import { StatusActions } from './StatusActions.tsx';
import { MessagesSection } from './MessagesSection.tsx';
import { BalanceConfirmDialog } from './balance/BalanceConfirmDialog.tsx';
import { InvoiceLink } from '../../components/workflow/InvoiceLink.tsx';
import { MoneySections, ProofsSection } from './WorkflowSections.tsx';
import {
  attachedStitchFiles,
  deliveredStitchFiles,
  designSizeOf,
} from '../../components/stitch/stitch-files.ts';
import { ThreadPinsForm } from './ThreadPinsForm.tsx';
import { ShipToSection } from './ShipToSection.tsx';
import { MachineProfileFacts } from '../components/MachineProfileFacts.tsx';
import { ClientLink } from '../components/ClientLink.tsx';
import { queueOfClient } from '../queue/queue-search.ts';

/** /staff/orders/:orderId — everything staff need to work an order and deliver it. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const detail = useStaffOrder(orderId);
  return (
    <div className="flex flex-col gap-5">
      <Link to="/staff" className="self-start text-sm font-semibold text-brand-700 hover:underline">
        ← Back to the queue
      </Link>
      {detail.isPending ? (
        <Loading text="Loading..." />
      ) : detail.isError ? (
        <LoadError message={errorMessage(detail.error, 'Could not load the order')} />
      ) : (
        <OrderView detail={detail.data} />
      )}
    </div>
  );
}

function OrderView({ detail }: { detail: StaffOrderDetail }) {
  const { order, summary, events, revisions, nextSteps, payments } = detail;
  const service: ServiceKey = summary.serviceKey;
  const artwork = attachedFiles(order, service);
  const delivered = completedFiles(order, service);
  const deliverable = canDeliver(service, summary.orderStatus);

  return (
    <>
      <BalanceConfirmDialog />
      <OrderHeader summary={summary} order={order} />

      {/* Phones: status first, then the work, then client and history. Wide screens: work on the left,
          status, client and history on the right. */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <Section title="Status">
            <StatusActions
              orderId={order._id}
              status={summary.orderStatus}
              nextSteps={nextSteps}
              shipTo={order.shipTo}
            />
          </Section>
          <div className="mt-5">
            <Section title="Assignee and due time">
              <WorkPanel key={`${summary.assignedTo?.id ?? ''}${summary.dueAt}`} detail={detail} />
            </Section>
          </div>
          <div className="mt-5 flex flex-col gap-5">
            <MoneySections orderId={order._id} price={order.price} payments={payments} />
            <InvoiceLink url={order.invoiceUrl} className="self-start" />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Card>
            <BlockDetails service={service} blocks={order} />
          </Card>

          {/* What the delivery is written and checked for: read before the work starts. */}
          <Section title="Client's machine profile">
            <MachineProfileFacts profile={detail.clientMachineProfile} />
          </Section>

          <ProofsSection orderId={order._id} status={summary.orderStatus} proofs={order.proofs} />

          <Section
            title="Client's artwork"
            action={
              <ZipButton
                files={artwork}
                zipName={ATTACHMENTS_ZIP_NAME}
                label="Download ZIP"
                orderTitle={summary.title}
              />
            }
          >
            <OrderFiles
              files={artwork}
              stitch={attachedStitchFiles(order, service)}
              label="Client's artwork files"
              stitchLabel="Client's stitch files"
              emptyText="No attachments available"
            />
          </Section>

          <Section
            title="Delivered files"
            action={
              delivered.length > 0 ? (
                <ZipButton
                  files={delivered}
                  zipName={DELIVERIES_ZIP_NAME}
                  label="Download Files"
                  orderTitle={summary.title}
                />
              ) : null
            }
          >
            <OrderFiles
              files={delivered}
              stitch={deliveredStitchFiles(order)}
              label="Delivered files"
              stitchLabel="Delivered stitch files"
              emptyText="Nothing delivered yet."
              actions={(file) => <ThreadPinsForm orderId={order._id} file={file} />}
            />
            <div className="mt-5 border-t border-slate-100 pt-5">
              <h3 className="mb-3 text-base font-semibold">Deliver files</h3>
              {deliverable ? (
                <DeliverPanel orderId={order._id} designSize={designSizeOf(order, service)} />
              ) : (
                <p className="text-sm text-slate-600">
                  Files can be delivered when the order is{' '}
                  {PHYSICAL_SERVICES.includes(service) ? 'Shipped' : 'In Progress'}.
                </p>
              )}
            </div>
          </Section>

          <MessagesSection orderId={order._id} />

          <Section title={`Revisions (${revisions.length})`}>
            <RevisionsList revisions={revisions} service={service} />
          </Section>
        </div>

        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-start-2">
          {PHYSICAL_SERVICES.includes(service) ? <ShipToSection order={order} /> : null}
          <Section title="Client">
            <dl className="flex flex-col gap-2 text-sm">
              <div>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Name</dt>
                <dd>
                  <ClientLink
                    client={summary.client}
                    className="font-semibold text-brand-700 hover:underline"
                  />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">E-mail</dt>
                <dd className="break-all">
                  <a href={`mailto:${summary.client.email}`} className="text-brand-700 hover:underline">
                    {summary.client.email}
                  </a>
                </dd>
              </div>
            </dl>
            <Link
              to={queueOfClient(summary.client.id)}
              className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              Show their orders in the queue
            </Link>
          </Section>
          <Section title="History">
            <HistoryTimeline events={events} createdAt={summary.createdAt} />
          </Section>
        </div>
      </div>
    </>
  );
}
