import type { APIRequestContext } from '@playwright/test';
import type { StitchRecord } from '@stitchdesk/stitch';
import type { EncodeInput } from '@stitchdesk/stitch/test/encoder';
import { newClientToken } from './accounts.ts';
import { deliverAsStaff, placeOrder } from './orders.ts';

export const NAVY = '#1f2a5c';

/**
 * A 20 × 20 mm navy fill (rows 0.4 mm apart, as a digitizer fills), a white square outline beside
 * it and a gold bar under both, with three stitches of 0.1 mm at the end of the fill (a quality
 * finding with places): 0.1 mm units, y down.
 */
export function patchDesign(): EncodeInput {
  const records: StitchRecord[] = [];
  const add = (kind: StitchRecord['kind'], x: number, y: number) => records.push({ kind, x, y });
  for (let row = 0; row <= 50; row++) {
    const y = row * 4;
    const xs = [0, 40, 80, 120, 160, 200];
    for (const x of row % 2 === 0 ? xs : xs.reverse()) add('stitch', x, y);
  }
  add('stitch', 1, 200);
  add('stitch', 2, 200);
  add('stitch', 3, 200);
  add('trim', 3, 200);
  add('color-change', 3, 200);
  add('jump', 260, 0);
  for (const [x, y] of [
    [460, 0],
    [460, 200],
    [260, 200],
    [260, 0],
  ])
    for (let step = 1; step <= 10; step++) {
      const [x0, y0] = [records[records.length - 1].x, records[records.length - 1].y];
      add('stitch', Math.round(x0 + ((x - x0) * step) / 10), Math.round(y0 + ((y - y0) * step) / 10));
    }
  add('trim', 260, 0);
  add('color-change', 260, 0);
  add('jump', 0, 260);
  for (let row = 0; row <= 10; row++) {
    for (const x of row % 2 === 0 ? [0, 230, 460] : [460, 230, 0]) add('stitch', x, 260 + row * 4);
  }
  add('end', 0, 300);
  return {
    records,
    threads: [
      { hex: NAVY, name: 'Navy' },
      { hex: '#ffffff', name: 'White' },
      { hex: '#d4a017', name: 'Gold' },
    ],
    name: 'PATCH',
  };
}

/**
 * A new client with a Digitizing order that staff delivered `file` to (the delivery's quality
 * check ran for the client's default machines): the client's sign-in and the order's path.
 */
export async function clientWithDelivery(
  request: APIRequestContext,
  file: { name: string; bytes: Uint8Array },
): Promise<{ email: string; password: string; orderPath: string }> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const client = {
    username: `Preview ${stamp}`,
    email: `preview-${stamp}@example.test`,
    password: 'client-password-1',
  };
  const order = await placeOrder(request, await newClientToken(request, client), 'Digitizing', {
    orderTitle: `Patch ${stamp}`,
    designName: 'Patch',
    otherInstructions: '',
    designCategory: 'Left Chest',
    designSize: { height: 0, width: 0 },
  });
  await deliverAsStaff(request, order._id, file, { confirmQuality: true });
  return {
    email: client.email,
    password: client.password,
    orderPath: `/clientpanel/orders/Digitizing/${order._id}`,
  };
}
