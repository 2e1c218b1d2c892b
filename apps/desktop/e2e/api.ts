import { readFile } from 'node:fs/promises';
import { apiClient, type TestUser } from './api-client.ts';

export const API_PORT = Number(process.env.DESKTOP_E2E_API_PORT ?? 3199);
export const SERVER_URL = `http://localhost:${API_PORT}`;

export type { TestUser };

export const { call, createClient } = apiClient(SERVER_URL);

/** A digitizing order with one uploaded attachment; returns its id. */
export async function createOrderWithAttachment(
  user: TestUser,
  order: { title: string; filePath: string; fileName: string },
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(order.filePath)], { type: 'image/png' }), order.fileName);
  const upload = await call<{ url: string; name: string }>('/uploads', {
    method: 'POST',
    body: form,
    token: user.token,
  });
  const created = await call<{ order: { _id: string } }>('/order/createorder/Digitizing', {
    method: 'POST',
    token: user.token,
    body: JSON.stringify({
      digitizing: {
        orderTitle: order.title,
        designCategory: 'Left Chest',
        designSize: { height: 3, width: 3.5 },
        otherInstructions: 'Desktop e2e',
        attachment: [{ url: upload.url, name: upload.name }],
      },
    }),
  });
  return created.order._id;
}
