import type { Order } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { PNG_BYTES } from '../../test/order-fixtures.ts';
import { payInFull, placeOrder, postJson, setStatus, uploadForDelivery } from '../../test/staff.ts';
import { rectangleDst } from '../../test/stitch-designs.ts';

// The digitizing fixture orders 4 in wide × 3.5 in high: 101.6 × 88.9 mm.
const FITS = rectangleDst(1000, 880);
const TOO_WIDE = rectangleDst(1200, 880);
const OCTETS = 'application/octet-stream';

describe('delivery size check', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee' });
  const client = useUser(t);

  // Not about money: the order is paid, so its release needs no confirmation.
  const deliver = async (orderId: string, body: Record<string, unknown>) => {
    await payInFull(t, orderId);
    return postJson(t, `/staff/orders/${orderId}/deliveries`, staff.token, body);
  };

  async function inProgress(key: 'digitizing' | 'customApparel' = 'digitizing') {
    const order = await placeOrder(t, client.token, key);
    await setStatus(t, order._id, 'In Progress');
    return order;
  }

  it('delivers a stitch file within 5% of the ordered size without asking', async () => {
    const order = await inProgress();
    const [id] = await uploadForDelivery(t, staff.token, [{ name: 'fits.dst', type: OCTETS, bytes: FITS }]);
    const response = await deliver(order._id, { fileIds: [id] });
    expect(response.status, response.text).toBe(200);
    const event = await t.db('order_events').where({ order_id: order._id, to_status: 'Completed' }).first();
    expect(event.note).toBe('Delivered 1 file');
  });

  it('refuses a stitch file more than 5% off with 409 naming the file and both sizes, delivering nothing', async () => {
    const order = await inProgress();
    const ids = await uploadForDelivery(t, staff.token, [
      { name: 'final.png', type: 'image/png', bytes: PNG_BYTES },
      { name: 'wide.dst', type: OCTETS, bytes: TOO_WIDE },
    ]);
    const response = await deliver(order._id, { fileIds: ids });
    expect(response.status).toBe(409);
    const message =
      'wide.dst is 4.72 × 3.46 in (120 × 88 mm) but the order asks for 4 × 3.5 in (101.6 × 88.9 mm) (width × height). Confirm the size to deliver it anyway.';
    expect(response.body.error).toBe(message);
    expect(response.body.details).toEqual([{ path: 'fileIds.1', message }]);
    expect(await t.db('files').whereIn('id', ids).whereNotNull('order_id')).toEqual([]);
    expect((await t.db('orders').where({ id: order._id }).first()).status).toBe('In Progress');
    expect(await t.db('order_events').where({ order_id: order._id })).toHaveLength(1);

    // Confirming another file does not confirm this one.
    const other = await deliver(order._id, { fileIds: ids, confirmSizeMismatch: [ids[0]] });
    expect(other.status).toBe(409);
  });

  it('delivers a confirmed mismatch and records who confirmed which file at which sizes', async () => {
    const order = await inProgress();
    const [id] = await uploadForDelivery(t, staff.token, [
      { name: 'wide.dst', type: OCTETS, bytes: TOO_WIDE },
    ]);
    const response = await deliver(order._id, {
      fileIds: [id],
      confirmSizeMismatch: [id],
      note: 'As agreed',
    });
    expect(response.status, response.text).toBe(200);
    const event = await t.db('order_events').where({ order_id: order._id, to_status: 'Completed' }).first();
    expect(event.actor_id).toBe(staff.user.id);
    expect(event.note).toBe(
      'As agreed\nSize difference confirmed for wide.dst: the file is 4.72 × 3.46 in (120 × 88 mm), the order asks for 4 × 3.5 in (101.6 × 88.9 mm) (width × height).',
    );
    // The staff history shows it.
    const detail = await t.request(`/api/v1/staff/orders/${order._id}`, { token: staff.token });
    expect(JSON.stringify(detail.body)).toContain('Size difference confirmed for wide.dst');

    // The client's order lists the delivered file with its facts beside url and name.
    const own = await t.request<Order>(`/api/v1/order/getorder/${order._id}`, { token: client.token });
    expect(own.body.deliveredFiles).toEqual([
      {
        url: own.body.digitizing.completeOrder[0].url,
        name: 'wide.dst',
        stitch: expect.objectContaining({
          format: 'DST',
          widthMm: 120,
          heightMm: 88,
          colorSource: 'default',
          previewUrl: own.body.digitizing.completeOrder[0].url.replace('?', '/preview.svg?'),
        }),
      },
    ]);
    expect((await fetch(own.body.deliveredFiles[0].stitch!.previewUrl)).status).toBe(200);
  });

  it('does not check orders without a design size', async () => {
    const order = await inProgress('customApparel');
    await setStatus(t, order._id, 'Shipped');
    const [id] = await uploadForDelivery(t, staff.token, [
      { name: 'wide.dst', type: OCTETS, bytes: TOO_WIDE },
    ]);
    const response = await deliver(order._id, { fileIds: [id] });
    expect(response.status, response.text).toBe(200);
  });

  it('answers 400 for a confirmation that is not a file id', async () => {
    const order = await inProgress();
    const [id] = await uploadForDelivery(t, staff.token, [{ name: 'fits.dst', type: OCTETS, bytes: FITS }]);
    const response = await deliver(order._id, { fileIds: [id], confirmSizeMismatch: ['all'] });
    expect(response.status).toBe(400);
    expect(await t.db('files').where({ id }).whereNotNull('order_id')).toEqual([]);
  });
});
