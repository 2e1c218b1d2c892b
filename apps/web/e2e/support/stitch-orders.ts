import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { StitchRecord } from '@stitchdesk/stitch';
import type { EncodeInput } from '@stitchdesk/stitch/test/encoder';
import { gotoApp } from './app.ts';
import { E2E_ADMIN } from './admin.ts';
import { makePng } from './files.ts';

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

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/user/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token;
}

export async function signIn(page: Page, email: string, password: string) {
  await gotoApp(page, '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
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
  expect((await request.post('/api/v1/user/register', { data: client })).status()).toBe(201);
  const auth = { Authorization: `Bearer ${await apiToken(request, client.email, client.password)}` };
  const artwork = await request.post('/api/v1/uploads', {
    headers: auth,
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: makePng(8, [20, 40, 120]) } },
  });
  expect(artwork.status()).toBe(201);
  const { url, name } = await artwork.json();
  const placed = await request.post('/api/v1/order/createorder/Digitizing', {
    headers: auth,
    data: {
      digitizing: {
        orderTitle: `Patch ${stamp}`,
        designName: 'Patch',
        otherInstructions: '',
        designCategory: 'Left Chest',
        designSize: { height: 0, width: 0 },
        attachment: [{ url, name }],
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId: string = (await placed.json()).order._id;
  const staffAuth = {
    Authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}`,
  };
  const uploaded = await request.post('/api/v1/uploads', {
    headers: staffAuth,
    multipart: {
      file: { name: file.name, mimeType: 'application/octet-stream', buffer: Buffer.from(file.bytes) },
    },
  });
  expect(uploaded.status()).toBe(201);
  const fileId = new URL((await uploaded.json()).url).pathname.split('/')[4];
  const moved = await request.post(`/api/v1/staff/orders/${orderId}/status`, {
    headers: staffAuth,
    data: { status: 'In Progress' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const delivered = await request.post(`/api/v1/staff/orders/${orderId}/deliveries`, {
    headers: staffAuth,
    data: { fileIds: [fileId], confirmBalance: true, confirmQuality: [fileId] },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  return {
    email: client.email,
    password: client.password,
    orderPath: `/clientpanel/orders/Digitizing/${orderId}`,
  };
}
