import type { Order, StaffOrderDetail } from '@stitchdesk/shared';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { placeOrder, postJson, setStatus, uploadForDelivery } from '../../test/staff.ts';

const DST = {
  name: 'crest.dst',
  type: 'application/octet-stream',
  bytes: Buffer.from(encode('DST', sampleDesign())),
};
const HELD_MESSAGE = 'Pay the balance of $10.00 to download the finished files';

/** A URL with `suffix` after the file name, before the query (as the preview and worksheet are made). */
const withSuffix = (url: string, suffix: string) => {
  const u = new URL(url);
  u.pathname += suffix;
  return u.toString();
};

/**
 * Issue 35: with "hold files until paid" on, a delivered order's finished files answer 402 with what
 * is owed until its balance is 0, on every path that serves their bytes; staff's links, previews and
 * the client's attachments never are.
 */
describe('finished files held until paid', () => {
  const t = useTestContext();
  const admin = useUser(t, { role: 'admin' });
  const staff = useUser(t, { role: 'employee' });
  const client = useUser(t, { role: 'client' });

  const holdFiles = async (on: boolean) => {
    const { body } = await t.request('/api/v1/staff/settings', { token: admin.token });
    const saved = await t.request('/api/v1/staff/settings', {
      method: 'PUT',
      token: admin.token,
      body: { ...body.settings, holdFilesUntilPaid: on },
    });
    expect(saved.status, saved.text).toBe(200);
  };

  /** A digitizing order priced `priceCents`, its DST delivered with the balance unpaid. */
  const delivered = async (priceCents: number, token = client.token) => {
    const placed = await placeOrder(t, token, 'digitizing', 'Crest');
    const priced = await postJson(t, `/staff/orders/${placed._id}/price`, staff.token, {
      amountCents: priceCents,
      reason: 'Quoted',
    });
    expect(priced.status, priced.text).toBe(200);
    await setStatus(t, placed._id, 'In Progress');
    const [fileId] = await uploadForDelivery(t, staff.token, [DST]);
    const done = await postJson(t, `/staff/orders/${placed._id}/deliveries`, staff.token, {
      fileIds: [fileId],
      confirmBalance: true,
      confirmSizeMismatch: [fileId],
      confirmQuality: [fileId],
    });
    expect(done.status, done.text).toBe(200);
    return ownOrder(placed._id, token);
  };

  /** The order as its client's answer shows it now. */
  const ownOrder = async (orderId: string, token = client.token) => {
    const own = await t.request(`/api/v1/order/getorder/${orderId}`, { token });
    expect(own.status, own.text).toBe(200);
    return own.body as Order;
  };

  /** The order as its client's list shows it now. */
  const listed = async (orderId: string, token = client.token) => {
    const list = await t.request('/api/v1/order/getorder', { token });
    expect(list.status, list.text).toBe(200);
    return (list.body as Order[]).find((o) => o._id === orderId)!;
  };

  /** Every path that serves the delivered file's bytes, as the client's answer links them. */
  const bytePaths = (order: Order) => {
    const [file] = order.deliveredFiles;
    const formats = file.stitch!.formats;
    return {
      file: file.url,
      conversion: formats.find((f) => f.format === 'pes')!.url,
      worksheet: withSuffix(file.url, '/worksheet.pdf'),
    };
  };

  it('answers 402 with the amount on the file, its conversions and its worksheet, by link and by bearer token', async () => {
    await holdFiles(true);
    const order = await delivered(1000);
    for (const [path, url] of Object.entries(bytePaths(order))) {
      const response = await fetch(url);
      expect(response.status, path).toBe(402);
      expect(await response.json(), path).toEqual({
        error: HELD_MESSAGE,
        message: HELD_MESSAGE,
        amountCents: 1000,
        balanceCents: 1000,
        currency: 'USD',
      });
    }
    // The other way into a file link: the client's own bearer token, no signature.
    const [file] = order.deliveredFiles;
    const bare = new URL(file.url);
    const byToken = await t.request(bare.pathname, { token: client.token });
    expect(byToken.status).toBe(402);
    expect(byToken.body.balanceCents).toBe(1000);
    // The drawing of the design is not the file: the client sees what they pay for.
    expect((await fetch(file.stitch!.previewUrl)).status).toBe(200);
    // The client's own attachment on the same order is never held.
    const attachment = order.digitizing.attachment[0];
    expect((await fetch(attachment.url)).status).toBe(200);
  });

  it("opens by staff's links, which a client cannot forge onto their own", async () => {
    await holdFiles(true);
    const order = await delivered(1000);
    const page = await t.request(`/api/v1/staff/orders/${order._id}`, { token: staff.token });
    const detail = page.body as StaffOrderDetail;
    const [staffFile] = detail.order.deliveredFiles;
    expect(new URL(staffFile.url).searchParams.get('aud')).toBe('staff');
    const staffPaths = bytePaths(detail.order);
    for (const [path, url] of Object.entries(staffPaths)) expect((await fetch(url)).status, path).toBe(200);

    // The client's link with the marker added, or with staff's signature on the client's audience.
    const clientUrl = new URL(order.deliveredFiles[0].url);
    const forged = new URL(clientUrl);
    forged.searchParams.set('aud', 'staff');
    expect((await fetch(forged)).status).toBe(403);
    const stripped = new URL(staffFile.url);
    stripped.searchParams.delete('aud');
    expect((await fetch(stripped)).status).toBe(403);
    const unknown = new URL(staffFile.url);
    unknown.searchParams.set('aud', 'admin');
    expect((await fetch(unknown)).status).toBe(403);
  });

  it('opens once the balance is paid through the staff payments route', async () => {
    await holdFiles(true);
    const order = await delivered(1000);
    const partly = await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
      amountCents: 400,
      method: 'bank-transfer',
    });
    expect(partly.status, partly.text).toBe(200);
    const owing = await fetch(bytePaths(order).file);
    expect(owing.status).toBe(402);
    expect(await owing.json()).toMatchObject({ amountCents: 1000, balanceCents: 600 });

    const rest = await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
      amountCents: 600,
      method: 'cash',
    });
    expect(rest.status, rest.text).toBe(200);
    for (const [path, url] of Object.entries(bytePaths(order)))
      expect((await fetch(url)).status, path).toBe(200);
  });

  it('holds nothing with the setting off, on an order priced 0, or on one with no price', async () => {
    await holdFiles(false);
    const off = await delivered(1000);
    expect((await fetch(bytePaths(off).file)).status).toBe(200);

    await holdFiles(true);
    // The setting is read at each request: the same link is held now, without a new answer.
    expect((await fetch(bytePaths(off).file)).status).toBe(402);

    const free = await delivered(0);
    expect((await fetch(bytePaths(free).file)).status).toBe(200);

    const unpriced = await delivered(1000);
    await t.db('orders').where({ id: unpriced._id }).update({ price_cents: null });
    expect((await fetch(bytePaths(unpriced).file)).status).toBe(200);
  });

  it('says filesHeld on the order, in the list and on the staff page while the balance is owed, and not once paid', async () => {
    await holdFiles(true);
    const order = await delivered(1000);
    expect(order.filesHeld).toBe(true);
    expect((await listed(order._id)).filesHeld).toBe(true);
    // Staff's own links open, but the page says what the client sees.
    const page = await t.request(`/api/v1/staff/orders/${order._id}`, { token: staff.token });
    expect((page.body as StaffOrderDetail).order.filesHeld).toBe(true);

    const paid = await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
      amountCents: 1000,
      method: 'cash',
    });
    expect(paid.status, paid.text).toBe(200);
    expect((await ownOrder(order._id)).filesHeld).toBe(false);
    expect((await listed(order._id)).filesHeld).toBe(false);
  });

  it('says filesHeld false with the setting off, before anything is delivered, and on an order priced 0', async () => {
    await holdFiles(true);
    const placed = await placeOrder(t, client.token, 'digitizing', 'Crest');
    expect(placed.filesHeld).toBe(false);
    const priced = await postJson(t, `/staff/orders/${placed._id}/price`, staff.token, {
      amountCents: 1000,
      reason: 'Quoted',
    });
    expect(priced.status, priced.text).toBe(200);
    // Priced and owing, but nothing delivered yet: nothing to hold.
    expect((await ownOrder(placed._id)).filesHeld).toBe(false);
    expect((await delivered(0)).filesHeld).toBe(false);

    await holdFiles(false);
    const off = await delivered(1000);
    expect(off.filesHeld).toBe(false);
    expect((await listed(off._id)).filesHeld).toBe(false);
  });

  it("gives the client's order list a new ETag when the setting changes, so a kept list is not confirmed", async () => {
    const fresh = await t.createUser({ role: 'client' });
    await holdFiles(false);
    const order = await delivered(1000, fresh.token);
    const first = await t.request('/api/v1/order/getorder', { token: fresh.token });
    const etag = first.headers.get('etag')!;
    expect((first.body as Order[])[0].filesHeld).toBe(false);
    const unchanged = await t.request('/api/v1/order/getorder', {
      token: fresh.token,
      headers: { 'If-None-Match': etag },
    });
    expect(unchanged.status).toBe(304);

    // No order row changes with the setting: the list must still be told apart, and built anew.
    await holdFiles(true);
    const held = await t.request('/api/v1/order/getorder', {
      token: fresh.token,
      headers: { 'If-None-Match': etag },
    });
    expect(held.status).toBe(200);
    expect(held.headers.get('etag')).not.toBe(etag);
    expect((held.body as Order[]).map((o) => [o._id, o.filesHeld])).toEqual([[order._id, true]]);

    await holdFiles(false);
    const released = await t.request('/api/v1/order/getorder', {
      token: fresh.token,
      headers: { 'If-None-Match': held.headers.get('etag')! },
    });
    expect(released.status).toBe(200);
    expect((released.body as Order[])[0].filesHeld).toBe(false);
  });
});
