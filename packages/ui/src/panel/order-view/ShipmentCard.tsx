import type { Shipment } from '@stitchdesk/shared';
import { OrderCard } from './OrderCard.tsx';
import { formatDate } from '../../lib/format.ts';

/** How the goods travel: carrier, tracking number with the carrier's tracking page, and the day they left. */
export function ShipmentCard({ shipment }: { shipment: Shipment }) {
  return (
    <OrderCard title="Shipment">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
        <dt className="text-slate-600">Carrier</dt>
        <dd className="font-semibold text-slate-900">{shipment.carrier}</dd>
        <dt className="text-slate-600">Tracking number</dt>
        <dd className="font-semibold break-all text-slate-900">{shipment.trackingNumber}</dd>
        <dt className="text-slate-600">Shipped on</dt>
        <dd className="text-slate-900">{formatDate(shipment.shippedAt)}</dd>
      </dl>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Track your parcel with {shipment.carrier}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </OrderCard>
  );
}
