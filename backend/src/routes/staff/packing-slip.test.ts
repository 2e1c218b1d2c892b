import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { placeOrder } from '../../test/staff.ts';

const run = promisify(execFile);

/** What pdftotext reads from `pdf`: what a person sees on the slip. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slip-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    await run('pdftotext', ['-layout', path.join(dir, 'in.pdf'), path.join(dir, 'out.txt')]);
    return await readFile(path.join(dir, 'out.txt'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('GET /staff/orders/:id/packing-slip', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'admin' });
  const client = useUser(t, { role: 'client' });

  const slip = (orderId: string, token = staff.token) =>
    t.request(`/api/v1/staff/orders/${orderId}/packing-slip`, { token });

  it('prints the ship-to address, the order number and what is in the parcel, without prices', async () => {
    const order = await placeOrder(t, client.token, 'patches', 'Club crest');
    const answer = await slip(order._id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(answer.bytes);
    expect(text).toContain(`Packing slip for order #${order.number}`);
    expect(text).toContain('Custom Patches: Club crest');
    for (const line of [
      'Pat Receiver',
      'Test Print Shop',
      '500 Market Street',
      'San Francisco, CA, 94105',
      'United States',
    ])
      expect(text).toContain(line);
    expect(text).toMatch(/Qty \d+/);
    expect(text).not.toMatch(/\$\d/);
  });

  it('lists custom apparel size by size', async () => {
    const order = await placeOrder(t, client.token, 'customApparel', 'Team hoodies');
    const text = await pdfText((await slip(order._id)).bytes);
    expect(text).toMatch(/size [A-Z0-9]+/);
  });

  it('refuses digital work and goods without a ship-to (409), and is for staff only', async () => {
    const digital = await placeOrder(t, client.token, 'digitizing');
    expect((await slip(digital._id)).status).toBe(409);
    const goods = await placeOrder(t, client.token, 'patches');
    await t.db('orders').where({ id: goods._id }).update({ ship_to: null });
    expect((await slip(goods._id)).status).toBe(409);
    expect((await slip(goods._id, client.token)).status).toBe(403);
    expect((await slip('00000000-0000-7000-8000-000000000000')).status).toBe(404);
  });
});
