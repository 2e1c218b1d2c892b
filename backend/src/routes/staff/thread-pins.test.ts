import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { deliverFile, placeOrder, postJson } from '../../test/staff.ts';
import { rectangleDst } from '../../test/stitch-designs.ts';

const OCTETS = 'application/octet-stream';

describe('PUT /staff/orders/:id/files/:fileId/thread-pins', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee' });
  const client = useUser(t);

  /** An order of `client` delivered with one DST; its id and the file's. */
  async function delivered() {
    const order = await placeOrder(t, client.token, 'digitizing');
    const fileId = await deliverFile(t, staff.token, order._id, {
      name: 'crest.dst',
      type: OCTETS,
      bytes: rectangleDst(1000, 880),
    });
    return { orderId: order._id, fileId };
  }

  const pin = (orderId: string, fileId: string, body: unknown, token = staff.token) =>
    postJson(t, `/staff/orders/${orderId}/files/${fileId}/thread-pins`, token, body, 'PUT');

  it('stores the codes, and the client sees them with the file from then on', async () => {
    const { orderId, fileId } = await delivered();
    const res = await pin(orderId, fileId, { pins: { '1': '1043' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ pins: { '1': '1043' } });
    const order = await t.request(`/api/v1/order/getorder/${orderId}`, { token: client.token });
    expect(order.body.deliveredFiles[0].stitch.threadPins).toEqual({ '1': '1043' });
    // An empty set clears them.
    expect((await pin(orderId, fileId, { pins: {} })).status).toBe(200);
    const cleared = await t.request(`/api/v1/order/getorder/${orderId}`, { token: client.token });
    expect(cleared.body.deliveredFiles[0].stitch.threadPins).toBeUndefined();
  });

  it("answers 404 for another order's file or a file that is not a stitch file", async () => {
    const a = await delivered();
    const b = await delivered();
    expect((await pin(a.orderId, b.fileId, { pins: { '1': '1' } })).status).toBe(404);
    expect((await pin(a.orderId, 'not-an-id', { pins: { '1': '1' } })).status).toBeGreaterThanOrEqual(400);
    expect((await pin(a.orderId, 'not-an-id', { pins: { '1': '1' } })).status).toBeLessThan(500);
  });

  it.each([
    ['stop 0', { pins: { '0': '1043' } }],
    ['an empty code', { pins: { '1': ' ' } }],
    ['no pins', {}],
    ['a list', { pins: ['1043'] }],
  ])('refuses %s with 400', async (_label, body) => {
    const { orderId, fileId } = await delivered();
    expect((await pin(orderId, fileId, body)).status).toBe(400);
  });

  it('is for staff: a client gets 403', async () => {
    const { orderId, fileId } = await delivered();
    expect((await pin(orderId, fileId, { pins: { '1': '1' } }, client.token)).status).toBe(403);
  });
});
