import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatOrderNumber, SERVICE_LABELS } from '@stitchdesk/shared';
import { errorMessage } from '../../lib/http.ts';
import { DELIVERIES_ZIP_NAME } from '../../lib/zip.ts';
import { Card } from '../../components/Card.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { useOrder } from '../orders/api/get-order.ts';
import { serviceRoute, type ServicePageProps } from '../orders/ServiceRoute.tsx';
import { attachedFiles, completedFiles, orderServiceKey, orderTitle } from '../../lib/order-data.ts';
import { BlockDetails } from '../../components/order/BlockDetails.tsx';
import { FileGrid } from '../../components/order/FileTile.tsx';
import { ZipButton } from '../../components/order/ZipButton.tsx';
import { DueLine } from './DueLine.tsx';
import { OrderWorkflow } from './OrderWorkflow.tsx';
import { MessagesCard } from './MessagesCard.tsx';
import { saveDeliveriesZip } from '../../components/order/downloads.ts';
import { StitchFiles } from '../../components/stitch/StitchFiles.tsx';
import type { StitchFile } from '../../components/stitch/stitch-info.ts';
import { saveDeliverySheets } from '../../components/stitch/save-delivery-sheets.ts';
import {
  attachedStitchFiles,
  deliveredStitchFiles,
  sheetOrderOf,
  withoutStitchFiles,
} from '../../components/stitch/stitch-files.ts';
import { ShipmentCard } from './ShipmentCard.tsx';
import { ShipToCard } from '../ship-to/ShipToCard.tsx';
import { AttachmentsCard } from '../../components/order/AttachmentsCard.tsx';
import { OrderIdAndStatus } from '../../components/order/OrderIdAndStatus.tsx';
import { stitchSummaryQueryOptions } from './api/get-stitch-summary.ts';
import { OrderPaymentReturn } from '../payments/OrderPayment.tsx';

/** clientpanel/orders/:service/:orderId — unknown service → /not-found (docs/product.md §Order detail). */
export default serviceRoute('service', OrderView);

function OrderView({ orderId }: ServicePageProps) {
  const heldHintId = useId();
  const { data: order, isPending, error } = useOrder(orderId);
  if (isPending) return <Loading text="Loading..." />;
  if (error) return <LoadError message={errorMessage(error, error.message)} />;

  // The order's own service decides the view; the URL only had to name a real one.
  const service = orderServiceKey(order);
  if (!service) return <LoadError message={`Unknown service ${order.serviceType}`} />;
  const title = orderTitle(order);
  const attachments = attachedFiles(order, service);
  const delivered = completedFiles(order, service);
  // A stitch file shows once, as its preview card; the grid keeps the other files.
  const attachedStitch = attachedStitchFiles(order, service);
  const deliveredStitch = deliveredStitchFiles(order);
  // The answer lists each file's first stops; a card fetches the rest when asked.
  const wholeSummary = (file: StitchFile) => stitchSummaryQueryOptions(order._id, file.url);
  // Held until paid (the shop's setting): shown, but nothing that would fetch them and meet a 402.
  const held = order.filesHeld;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{order.serviceType}</p>
          <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title || 'Order'}
          </h1>
          <OrderIdAndStatus
            className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600"
            orderId={formatOrderNumber(order.number)}
            idClassName="min-w-0 font-semibold text-slate-800"
            status={order.orderStatus}
          >
            <DueLine order={order} service={service} />
          </OrderIdAndStatus>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link
            to={`/clientpanel/editorder/${encodeURIComponent(SERVICE_LABELS[service])}/${order._id}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Edit Order
          </Link>
          <Link
            to={`/clientpanel/neworder/${encodeURIComponent(SERVICE_LABELS[service])}?from=${order._id}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Order again
          </Link>
        </div>
      </div>

      <OrderPaymentReturn order={order} />
      {order.shipment ? <ShipmentCard shipment={order.shipment} /> : null}
      <ShipToCard order={order} />

      <OrderWorkflow order={order} service={service} />

      {delivered.length ? (
        <Card tone="success">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold text-emerald-900">Congratulation Your Order Completed</h2>
            <ZipButton
              label="Download Files"
              zipName={DELIVERIES_ZIP_NAME}
              files={delivered}
              orderTitle={title}
              variant="primary"
              save={(platform) =>
                saveDeliveriesZip(platform, order).then(() => saveDeliverySheets(platform, order))
              }
              disabled={held}
              describedBy={held ? heldHintId : undefined}
            />
          </div>
          {held ? (
            <p id={heldHintId} className="mt-2 text-sm font-medium text-emerald-950">
              Downloads open as soon as the balance is paid (see Price and payments).
            </p>
          ) : null}
          <div className="mt-4">
            <FileGrid
              files={withoutStitchFiles(delivered, deliveredStitch)}
              label="Completed files"
              held={held}
            />
            <StitchFiles
              files={deliveredStitch}
              label="Delivered stitch files"
              wholeSummary={wholeSummary}
              held={held}
              sheetOrder={sheetOrderOf(order, service, { orderNumber: order.number, orderTitle: title })}
            />
          </div>
        </Card>
      ) : null}

      <Card>
        <BlockDetails service={service} blocks={order} />
      </Card>

      <AttachmentsCard
        attachments={attachments}
        gridFiles={withoutStitchFiles(attachments, attachedStitch)}
        stitchFiles={attachedStitch}
        orderTitle={title}
        wholeSummary={wholeSummary}
      />

      <MessagesCard orderId={order._id} />
    </div>
  );
}
