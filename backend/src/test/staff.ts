import { PHYSICAL_SERVICES, type Order, type ServiceKey } from '@stitchdesk/shared';
import type { TestContext } from './harness.ts';
import { TEST_SHIP_TO, upload, validBlock } from './order-fixtures.ts';

/**
 * Places an order as the client through the API (upload + create), as the panel does; goods with a
 * ship-to address (TEST_SHIP_TO), so they can be shipped.
 */
export async function placeOrder(
  t: TestContext,
  clientToken: string,
  key: ServiceKey = 'digitizing',
  title = `Order ${key} ${Math.random().toString(36).slice(2, 8)}`,
): Promise<Order> {
  const file = await upload(t, clientToken);
  const response = await t.request('/api/v1/order/createorder/' + key, {
    method: 'POST',
    token: clientToken,
    body: {
      [key]: validBlock(key, [{ url: file.url, name: file.name }], title),
      ...(PHYSICAL_SERVICES.includes(key) ? { shipTo: TEST_SHIP_TO } : {}),
    },
  });
  if (response.status !== 201) throw new Error(`order failed: ${response.status} ${response.text}`);
  return response.body.order as Order;
}

/** Sets the order's status directly, to start a test from a given point of the lifecycle. */
export async function setStatus(t: TestContext, orderId: string, status: string): Promise<void> {
  await t.db('orders').where({ id: orderId }).update({ status });
}

/** The id in one of our signed file URLs. */
export function fileIdOf(url: string): string {
  const match = /\/api\/v1\/files\/([0-9a-f-]{36})\//.exec(url);
  if (!match) throw new Error(`not a file URL: ${url}`);
  return match[1];
}

/** Uploads files as `token`'s user and returns their ids, ready to deliver. */
export async function uploadForDelivery(
  t: TestContext,
  token: string,
  files: { name: string; type: string; bytes: Buffer }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) ids.push(fileIdOf((await upload(t, token, file)).url));
  return ids;
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export async function postJson(t: TestContext, path: string, token: string, body: unknown, method = 'POST') {
  return t.request(`/api/v1${path}`, { method, token, body });
}

/**
 * Records a payment of whatever the order still owes, as staff would before releasing the work: for
 * tests of moves and deliveries that are not about money (release with a balance owed asks for a
 * confirmation).
 */
export async function payInFull(t: TestContext, orderId: string): Promise<void> {
  const order = await t.db('orders').where({ id: orderId }).first('price_cents', 'paid_cents');
  const owed = (order.price_cents ?? 0) - order.paid_cents;
  if (owed <= 0) return;
  await t
    .db('payments')
    .insert({ order_id: orderId, amount_cents: owed, method: 'cash', paid_at: new Date() });
  await t.db('orders').where({ id: orderId }).update({ paid_cents: order.price_cents });
}

/**
 * Takes the order through to a delivery of `file` as staff would: work started, the file uploaded,
 * the balance settled, then released, answering yes to each release question in `confirm`.
 * Returns the delivered file's id.
 */
export async function deliverFile(
  t: TestContext,
  staffToken: string,
  orderId: string,
  file: { name: string; type: string; bytes: Buffer },
  confirm: readonly ('confirmQuality' | 'confirmSizeMismatch')[] = [],
): Promise<string> {
  await setStatus(t, orderId, 'In Progress');
  const [fileId] = await uploadForDelivery(t, staffToken, [file]);
  await payInFull(t, orderId);
  const answers = Object.fromEntries(confirm.map((question) => [question, [fileId]]));
  const done = await postJson(t, `/staff/orders/${orderId}/deliveries`, staffToken, {
    fileIds: [fileId],
    ...answers,
  });
  if (done.status !== 200) throw new Error(`delivery failed: ${done.status} ${done.text}`);
  return fileId;
}

/**
 * The people of a mail test: an employee, and a client reachable at `client.email` who has placed
 * one `key` order (titled `title`, when given).
 */
export async function clientOrderForStaff(
  t: TestContext,
  client: { email: string; username?: string },
  key: ServiceKey = 'digitizing',
  title?: string,
) {
  const staff = await t.createUser({ role: 'employee' });
  const owner = await t.createUser({ role: 'client', ...client });
  const order = await placeOrder(t, owner.token, key, title);
  return { staff, client: owner, order };
}
