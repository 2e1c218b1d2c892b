import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';

export const API_PORT = Number(process.env.DESKTOP_E2E_API_PORT ?? 3199);
export const SERVER_URL = `http://localhost:${API_PORT}`;
const API = `${SERVER_URL}/api/v1`;

export interface TestUser {
  email: string;
  password: string;
  token: string;
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await fetch(`${API}${path}`, { ...init, headers });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh client account, registered and signed in through the real API. */
export async function createClient(): Promise<TestUser> {
  const email = `desktop-${randomUUID()}@e2e.example`;
  const password = 'desktop-e2e-password';
  await call('/user/register', {
    method: 'POST',
    body: JSON.stringify({ username: 'Desktop Tester', email, password }),
  });
  const { token } = await call<{ token: string }>('/user/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return { email, password, token };
}

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
