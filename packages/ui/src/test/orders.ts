import type { Blocks, Order, ServiceKey } from '@stitchdesk/shared';
import { SERVICE_LABELS } from '@stitchdesk/shared';
import { emptyBlocks } from '@stitchdesk/shared/test/empty-blocks';

export { emptyBlocks };

/** An order's price with no Super Rush fee and no tax: what the client owes is the work's price. */
export function untaxedPrice(summary: {
  amountCents: number | null;
  paidCents: number;
  balanceCents: number;
  depositDueCents: number;
}): Order['price'] {
  const priced = summary.amountCents !== null;
  return {
    ...summary,
    subtotalCents: summary.amountCents,
    taxCents: priced ? 0 : null,
    superRushFeeCents: 0,
    taxRatePercent: priced ? 0 : null,
    taxLabel: priced ? 'Sales tax' : null,
  };
}

/** A Super Rush left chest at 8.25 % sales tax: $10.00 + $15.00 = $25.00, tax $2.06, $27.06 owed less `paidCents`. */
export function rushTaxedPrice(paidCents = 0): Order['price'] {
  return {
    amountCents: 2706,
    paidCents,
    balanceCents: 2706 - paidCents,
    depositDueCents: 0,
    subtotalCents: 2500,
    taxCents: 206,
    superRushFeeCents: 1500,
    taxRatePercent: 8.25,
    taxLabel: 'Sales tax',
  };
}

/** A test order of one service whose block carries `title` and any extra block fields. */
export function makeOrder(input: {
  _id: string;
  number?: number;
  service: ServiceKey;
  title: string;
  createdAt?: string;
  status?: Order['orderStatus'];
  block?: Partial<Blocks[ServiceKey]>;
}): Order {
  const blocks = emptyBlocks();
  Object.assign(blocks[input.service], { orderTitle: input.title }, input.block);
  return {
    _id: input._id,
    number: input.number ?? 1001,
    serviceType: SERVICE_LABELS[input.service],
    orderStatus: input.status ?? 'Pending',
    createdAt: input.createdAt ?? new Date().toISOString(),
    email: 'client@example.com',
    readStatus: false,
    ...blocks,
    deliveredFiles: [],
    filesHeld: false,
    superRush: false,
    dueAt: new Date(Date.parse(input.createdAt ?? new Date().toISOString()) + 60 * 60 * 1000).toISOString(),
    price: untaxedPrice({ amountCents: null, paidCents: 0, balanceCents: 0, depositDueCents: 0 }),
    proofs: [],
    invoiceUrl: null,
    estimatedShipDate: null,
    estimatedDelivery: null,
    shipment: null,
    shipTo: null,
    shipToNeeded: false,
  };
}
