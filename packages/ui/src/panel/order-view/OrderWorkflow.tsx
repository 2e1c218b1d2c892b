import { PHYSICAL_SERVICES, type Order, type ServiceKey } from '@stitchdesk/shared';
import { DeliveryDates } from './DeliveryDates.tsx';
import { PriceBox } from './PriceBox.tsx';
import { ProofsCard } from './ProofsCard.tsx';
import { PaymentHistory } from '../payments/PaymentHistory.tsx';

/** The date the client asked for on the patch or apparel form. */
function requestedDate(order: Order, service: ServiceKey): string | null {
  if (service === 'patches') return order.patches.estimatedDeliveryDate ?? null;
  if (service === 'customApparel') return order.customApparel.shippingEstimatedTime ?? null;
  return null;
}

/** Price, payment history, proofs and (for physical goods) the delivery dates of one order on the client's page. */
export function OrderWorkflow({ order, service }: { order: Order; service: ServiceKey }) {
  const physical = PHYSICAL_SERVICES.includes(service);
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <PriceBox
          orderId={order._id}
          price={order.price}
          invoiceUrl={order.invoiceUrl}
          filesHeld={order.filesHeld}
        />
        {physical ? (
          <DeliveryDates
            estimatedShipDate={order.estimatedShipDate}
            estimatedDelivery={order.estimatedDelivery}
            requestedDate={requestedDate(order, service)}
          />
        ) : null}
        <PaymentHistory orderId={order._id} price={order.price} />
      </div>
      {order.proofs.length > 0 ? <ProofsCard orderId={order._id} proofs={order.proofs} /> : null}
    </>
  );
}
