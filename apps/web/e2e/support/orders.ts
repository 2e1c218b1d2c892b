/** Orders made through the API, as the panel and the staff console make them. */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken } from './accounts.ts';
import { E2E_ADMIN } from './admin.ts';
import { makePng } from './files.ts';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /uploads as `token`; the file's `{url, name}`, its id (read from the signed URL) and the whole answer. */
export async function upload(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ url: string; name: string; id: string; body: Record<string, unknown> }> {
  const response = await request.post('/api/v1/uploads', { headers: bearer(token), multipart: { file } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { url: string; name: string } & Record<string, unknown>;
  const id = /\/files\/([0-9a-f-]{36})\//i.exec(body.url)?.[1];
  expect(id, body.url).toBeTruthy();
  return { url: body.url, name: body.name, id: id!, body };
}

/**
 * Places an order through the API as the panel does, with `attachment` (an upload of the client's)
 * or else a PNG uploaded here, when the artwork itself does not matter; the created order.
 */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  service: 'Digitizing' | 'Patches',
  block: Record<string, unknown>,
  attachment?: { url: string; name: string },
): Promise<{ _id: string; number: number } & Record<string, unknown>> {
  const { url, name } =
    attachment ??
    (await upload(request, token, {
      name: 'artwork.png',
      mimeType: 'image/png',
      buffer: makePng(16, [220, 40, 40]),
    }));
  const key = service === 'Digitizing' ? 'digitizing' : 'patches';
  const placed = await request.post(`/api/v1/order/createorder/${service}`, {
    headers: bearer(token),
    data: { [key]: { ...block, attachment: [{ url, name }] } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { _id: string; number: number } & Record<string, unknown> })
    .order;
}

/**
 * Staff (the e2e admin) move the order to In Progress and deliver `file` to it, confirming the
 * unpaid balance as the console asks them to, and the quality findings when `confirmQuality`.
 */
export async function deliverAsStaff(
  request: APIRequestContext,
  orderId: string,
  file: { name: string; bytes: Uint8Array },
  { confirmQuality = false } = {},
): Promise<void> {
  const staffToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const { id } = await upload(request, staffToken, {
    name: file.name,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(file.bytes),
  });
  const moved = await request.post(`/api/v1/staff/orders/${orderId}/status`, {
    headers: bearer(staffToken),
    data: { status: 'In Progress' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const delivered = await request.post(`/api/v1/staff/orders/${orderId}/deliveries`, {
    headers: bearer(staffToken),
    data: { fileIds: [id], confirmBalance: true, ...(confirmQuality ? { confirmQuality: [id] } : {}) },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
}
