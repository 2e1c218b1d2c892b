import { randomUUID } from 'node:crypto';
import { SERVER_URL } from './ports.ts';

const API = `${SERVER_URL}/api/v1`;

export interface Account {
  email: string;
  password: string;
  token: string;
}

export async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await fetch(`${API}${path}`, { ...init, headers });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(email: string, password: string): Promise<Account> {
  const { token } = await call<{ token: string }>('/user/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return { email, password, token };
}

/** A fresh client, registered through the real API. */
export async function createClient(): Promise<Account> {
  const email = `desktop-${randomUUID()}@e2e.example`;
  const password = 'desktop-e2e-password';
  await call('/user/register', {
    method: 'POST',
    body: JSON.stringify({ username: 'Desktop Tester', email, password }),
  });
  return signIn(email, password);
}

/** The server's first-run admin (the config passes ADMIN_EMAIL and ADMIN_PASSWORD to it). */
export function signInAdmin(): Promise<Account> {
  return signIn(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!);
}

/** Staff start the order, upload a file and deliver it: the order becomes Completed. */
export async function deliver(staff: Account, orderId: string, file: { name: string; bytes: Buffer }) {
  await call(`/staff/orders/${orderId}/status`, {
    method: 'POST',
    token: staff.token,
    body: JSON.stringify({ status: 'In Progress' }),
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const upload = await call<{ url: string }>('/uploads', { method: 'POST', body: form, token: staff.token });
  // File URLs are /files/:fileId/:name?exp&sig (DESIGN §3).
  const segments = new URL(upload.url).pathname.split('/');
  const fileId = segments[segments.length - 2];
  await call(`/staff/orders/${orderId}/deliveries`, {
    method: 'POST',
    token: staff.token,
    // Not paid: delivering anyway is confirmed, as the console asks staff to.
    body: JSON.stringify({ fileIds: [fileId], confirmBalance: true }),
  });
}
