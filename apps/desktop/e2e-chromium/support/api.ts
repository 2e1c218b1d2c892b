import { apiClient, type TestUser } from '../../e2e/api-client.ts';
import { SERVER_URL } from './ports.ts';

export type Account = TestUser;

export const { call, signIn, createClient } = apiClient(SERVER_URL);

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
  // File URLs are /files/:fileId/:name?exp&sig (docs/product.md §Files).
  const segments = new URL(upload.url).pathname.split('/');
  const fileId = segments[segments.length - 2];
  await call(`/staff/orders/${orderId}/deliveries`, {
    method: 'POST',
    token: staff.token,
    // Not paid: delivering anyway is confirmed, as the console asks staff to.
    body: JSON.stringify({ fileIds: [fileId], confirmBalance: true }),
  });
}
