import {
  DEPOSIT_PERCENT,
  formatCents,
  formatDate,
  PAID_IN_FULL,
  type EstimatedDates,
} from '@stitchdesk/shared';

/*
 * The words of the production workflow: what the client is told (bell, and e-mail when SMTP is
 * configured), what staff are told, and the 409s a person reads.
 */

/** The price, and the payment it asks for: the deposit still due, or the invoice to pay. */
export function priceSetMessage(title: string, amountCents: number, depositDueCents = 0): string {
  const request =
    depositDueCents > 0
      ? `the ${DEPOSIT_PERCENT}% deposit of ${formatCents(depositDueCents)} is due before production (invoice on your order page)`
      : 'the invoice is on your order page';
  return `The price of your order ${title} is ${formatCents(amountCents)}: ${request}`;
}

export function paymentRecordedMessage(title: string, amountCents: number, balanceCents: number): string {
  const balance = balanceCents > 0 ? `the balance is ${formatCents(balanceCents)}` : PAID_IN_FULL;
  return `We received your payment of ${formatCents(amountCents)} for ${title}: ${balance}`;
}

export function proofReadyMessage(title: string): string {
  return `A proof of your order ${title} is ready: please approve it or request changes`;
}

export function approvedMessage(title: string, dates: EstimatedDates | null): string {
  if (!dates) return `You approved the proof of ${title}: we are finishing your order`;
  const { estimatedShipDate, estimatedDelivery } = dates;
  return (
    `You approved the proof of ${title}: it is estimated to ship on ${formatDate(estimatedShipDate)} and to ` +
    `arrive between ${formatDate(estimatedDelivery.from)} and ${formatDate(estimatedDelivery.to)}`
  );
}

export function changesRequestedMessage(title: string): string {
  return `We received your requested changes to the proof of ${title}`;
}

/**
 * The status words every move uses, with the carrier and tracking number (and its page) and the
 * delivery window once an approval fixed it.
 */
export function shippedMessage(
  title: string,
  delivery: { from: string; to: string } | null,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null },
): string {
  const moved = `Your order ${title} is now Shipped with ${shipment.carrier}, tracking number ${shipment.trackingNumber}`;
  const track = shipment.trackingUrl ? ` (track it at ${shipment.trackingUrl})` : '';
  const arrival = delivery
    ? `: it should arrive between ${formatDate(delivery.from)} and ${formatDate(delivery.to)}`
    : '';
  return `${moved}${track}${arrival}`;
}

export function staffApprovedMessage(client: string, title: string): string {
  return `${client} approved the proof of ${title}`;
}

export function staffChangesRequestedMessage(client: string, title: string): string {
  return `${client} requested changes to the proof of ${title}`;
}

/* ---- Refusals (409 unless said otherwise) ---- */

export const NOT_APPROVED = 'The client has not approved a proof yet.';
export const CHANGED_AFTER_APPROVAL =
  'The client changed the order after approving its proof: send a new proof before production starts.';
export const NO_PRICE_FOR_PRODUCTION =
  'This order has no price yet: set its price before production can start.';

export function depositNeededMessage(depositCents: number, paidCents: number): string {
  const paid = paidCents > 0 ? ` ${formatCents(paidCents)} has been paid so far.` : '';
  return `This order needs its ${DEPOSIT_PERCENT}% deposit (${formatCents(depositCents)}) before production can start.${paid}`;
}

export const PRICE_NOT_SET = 'Set the order’s price before recording a payment.';
export const ORDER_CANCELLED = 'This order is cancelled.';

export function overpaymentMessage(amountCents: number, balanceCents: number): string {
  return balanceCents === 0
    ? `This order is already paid in full: a payment of ${formatCents(amountCents)} would be more than the price.`
    : `A payment of ${formatCents(amountCents)} is more than the balance of ${formatCents(balanceCents)}.`;
}

export function priceBelowPaidMessage(paidCents: number): string {
  return `The price cannot be less than what the client has already paid (${formatCents(paidCents)}).`;
}

export function cannotProofMessage(status: string): string {
  return `Cannot send a proof while the order is ${status}`;
}

export const UNKNOWN_PROOF_FILE =
  'Unknown file: a proof is made of files you uploaded that are not attached yet';
export const PROOF_FILE_TYPE = 'A proof must be images (PNG, JPEG, WebP, GIF) or PDF files';
export const PROOF_NOT_FOUND = 'Proof not found';
export const PROOF_DECIDED = 'This proof has already been decided.';
export const PROOF_SUPERSEDED = 'A newer proof has replaced this one.';
export const NOT_AWAITING_APPROVAL = 'This order is not awaiting approval.';

/** The 409 of a move to Shipped or Completed, or a delivery, while money is owed. */
export function balanceOwedMessage(owedCents: number): string {
  return `This order still has ${formatCents(owedCents)} owed: confirm to continue without it being paid.`;
}

/** The history line a confirmed move or delivery with money owed carries. */
export function balanceConfirmedNote(owedCents: number): string {
  return `Continued with ${formatCents(owedCents)} owed, confirmed by staff`;
}
