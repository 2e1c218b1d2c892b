import { z } from 'zod';
import { requiredText } from './schemas/fields.ts';
import { text } from './schemas/text.ts';

/** The carriers staff choose from when goods ship; "other" takes the carrier's name. */
export const CARRIERS = ['UPS', 'USPS', 'FedEx', 'DHL', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_REQUIRED = 'Choose a carrier: UPS, USPS, FedEx, DHL or other';
export const TRACKING_REQUIRED = 'Enter the tracking number';
export const OTHER_CARRIER_NAME_REQUIRED = 'Enter the name of the carrier';
export const TRACKING_NUMBER_FORMAT = 'A tracking number is letters, digits, spaces and dashes';

/** Where each carrier shows a parcel; none for another carrier. */
const TRACKING_PAGES: Record<Exclude<Carrier, 'other'>, string> = {
  UPS: 'https://www.ups.com/track?tracknum=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  DHL: 'https://www.dhl.com/en/express/tracking.html?AWB=',
};

export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  if (carrier === 'other') return null;
  return TRACKING_PAGES[carrier] + encodeURIComponent(trackingNumber.replace(/\s+/g, ''));
}

/** `shipment` of POST /staff/orders/:id/status when goods move to Shipped. */
export const shipmentInputSchema = z
  .object({
    carrier: z.enum(CARRIERS, { error: CARRIER_REQUIRED }),
    carrierName: text()
      .trim()
      .max(100, { error: 'At most 100 characters' })
      .optional()
      .describe('The carrier’s name when carrier is "other"'),
    trackingNumber: requiredText('Tracking number', 60).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, {
      error: TRACKING_NUMBER_FORMAT,
    }),
  })
  .refine((s) => s.carrier !== 'other' || !!s.carrierName, {
    error: OTHER_CARRIER_NAME_REQUIRED,
    path: ['carrierName'],
  });
export type ShipmentInput = z.input<typeof shipmentInputSchema>;

/** The carrier as a person reads it: its name, or the name given for "other". */
export function carrierLabel(shipment: { carrier: Carrier; carrierName?: string | null }): string {
  return shipment.carrier === 'other' ? shipment.carrierName || 'Other carrier' : shipment.carrier;
}
