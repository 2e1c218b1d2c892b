import type { ServiceKey, UploadResponse } from '@stitchdesk/shared';
import type { TestContext } from './harness.ts';

/** A tiny valid PNG (1×1), for uploads that should look like real pictures. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function upload(
  t: TestContext,
  token: string,
  {
    name = 'logo.png',
    type = 'image/png',
    bytes = PNG_BYTES,
  }: { name?: string; type?: string; bytes?: Buffer } = {},
): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await t.request<UploadResponse>('/api/v1/uploads', { method: 'POST', token, body: form });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${response.text}`);
  return response.body;
}

/** Every field of an Order as the API answers it (and documents it: all are required). */
export const ORDER_FIELDS = [
  '_id',
  'number',
  'serviceType',
  'orderStatus',
  'createdAt',
  'email',
  'readStatus',
  'digitizing',
  'vector',
  'patches',
  'customApparel',
  'deliveredFiles',
  'shipment',
  // The production workflow's fields, beside the spec's (issue 13).
  'superRush',
  'dueAt',
  'price',
  'proofs',
  'estimatedShipDate',
  'invoiceUrl',
  'estimatedDelivery',
  // Goods' ship-to (issue 36).
  'shipTo',
  'shipToNeeded',
  // Finished files held until paid (issue 35).
  'filesHeld',
];

/** A date `days` from now, YYYY-MM-DD (UTC). */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A valid create-order block per service, with the given attachments. */
export function validBlock(
  key: ServiceKey,
  attachment: { url: string; name: string }[],
  title = `Order ${key}`,
) {
  const common = { orderTitle: title, otherInstructions: 'Please keep the colours', attachment };
  switch (key) {
    case 'digitizing':
      return {
        ...common,
        designName: 'Eagle',
        designCategory: 'Left Chest',
        designSize: { height: 3.5, width: 4 },
      };
    case 'vector':
      return {
        ...common,
        designName: 'Crest',
        designCategory: 'Color Separation',
        designColors: ['#FFFFFF', '#000000'],
        designSize: { height: 10, width: 12.25 },
      };
    case 'patches':
      return {
        ...common,
        designName: 'Club badge',
        patchCategory: 'Woven Patch',
        designColors: ['#ff0000'],
        backing: 'Velcro',
        designSize: { height: 3, width: 3 },
        quantity: 50,
        estimatedDeliveryDate: inDays(10),
      };
    case 'customApparel':
      return {
        ...common,
        garmentCategory: 'Hoodie',
        garmentColors: ['#000000'],
        garmentGSM: 320,
        sizes: [
          { size: 'M', quantity: 4 },
          { size: 'XL', quantity: 2 },
        ],
        shippingEstimatedTime: inDays(14),
      };
  }
}

/** A ship-to address of goods orders placed in tests (a US one, in the API's input shape). */
export const TEST_SHIP_TO = {
  name: 'Pat Receiver',
  company: 'Test Print Shop',
  line1: '500 Market Street',
  city: 'San Francisco',
  region: 'CA',
  postalCode: '94105',
  country: 'US',
};
