import type { OrderStatus } from '@stitchdesk/shared';

/** What the client is told (in the panel, and by e-mail when configured) when staff move their order. */
export function statusChangedMessage(title: string, status: OrderStatus): string {
  return `Your order ${title} is now ${status}`;
}

/** What the client is told when their finished files are delivered. */
export function deliveredMessage(title: string): string {
  return `Your order ${title} is completed — your files are ready`;
}

export function cannotMoveMessage(from: OrderStatus, to: OrderStatus): string {
  return `Cannot move an order from ${from} to ${to}`;
}

export const SHIPMENT_REQUIRED = 'Enter the carrier and tracking number to ship the order';
export const SHIP_TO_REQUIRED =
  'This order has no ship-to address: the client must give one on the order page before it ships';
export const SHIPMENT_ONLY_WHEN_SHIPPING = 'A shipment is given only when the order moves to Shipped';
export const DELIVER_BEFORE_COMPLETING = 'Deliver files before completing';
export const UNKNOWN_DELIVERY_FILE = 'Unknown file: deliver files you uploaded that are not attached yet';

export function cannotDeliverMessage(status: OrderStatus): string {
  return `Cannot deliver files while the order is ${status}`;
}
