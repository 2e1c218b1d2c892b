import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { upload } from '../../test/order-fixtures.ts';
import { payInFull, placeOrder, postJson, setStatus, uploadForDelivery } from '../../test/staff.ts';
import { rectangleDst } from '../../test/stitch-designs.ts';

// The digitizing fixture orders 4 in wide × 3.5 in high: 101.6 × 88.9 mm.
const FITS = rectangleDst(1000, 880);
const OCTETS = 'application/octet-stream';

describe("delivery quality check for the client's machines", () => {
  let t: TestContext;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestContext();
    const s = await t.createUser({ role: 'employee' });
    staff = { id: s.user.id, token: s.token };
  });
  afterAll(() => t.close());

  // Not about money: the order is paid, so its release needs no confirmation.
  const deliver = async (orderId: string, body: Record<string, unknown>) => {
    await payInFull(t, orderId);
    return postJson(t, `/staff/orders/${orderId}/deliveries`, staff.token, body);
  };

  /** A client whose hoop is `hoop` mm square, with an order in progress. */
  async function clientWithHoop(hoop: number) {
    const { token } = await t.createUser();
    const put = await t.request('/api/v1/user/machine-profile', {
      method: 'PUT',
      token,
      body: { formats: ['PES', 'JEF'], hoopMm: { width: hoop, height: hoop }, needles: 4 },
    });
    expect(put.status).toBe(200);
    const order = await placeOrder(t, token, 'digitizing');
    await setStatus(t, order._id, 'In Progress');
    return { token, order };
  }

  it("refuses a file larger than the client's hoop with 409 until the error is confirmed, then records it", async () => {
    const { order } = await clientWithHoop(50);
    const [id] = await uploadForDelivery(t, staff.token, [{ name: 'fits.dst', type: OCTETS, bytes: FITS }]);
    const refused = await deliver(order._id, { fileIds: [id] });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.details).toEqual([
      {
        path: 'fileIds.0.quality',
        message: expect.stringMatching(/^fits\.dst has a quality error for the client's machines: .*hoop/),
      },
    ]);
    expect((await t.db('orders').where({ id: order._id }).first()).status).toBe('In Progress');
    // Confirming the size is not confirming the quality.
    expect((await deliver(order._id, { fileIds: [id], confirmSizeMismatch: [id] })).status).toBe(409);

    const confirmed = await deliver(order._id, { fileIds: [id], confirmQuality: [id] });
    expect(confirmed.status, confirmed.text).toBe(200);
    const event = await t.db('order_events').where({ order_id: order._id, to_status: 'Completed' }).first();
    expect(event.note).toMatch(/^Delivered 1 file\nQuality errors confirmed for fits\.dst: .*hoop/);
    // The findings travel with the delivered file's summary.
    const delivered = confirmed.body.deliveredFiles[0];
    expect(delivered.stitch.qa).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'larger-than-hoop', severity: 'error' })]),
    );
  });

  it("delivers a file that fits the client's machines without asking, its findings stored", async () => {
    const { order } = await clientWithHoop(200);
    const [id] = await uploadForDelivery(t, staff.token, [{ name: 'fits.dst', type: OCTETS, bytes: FITS }]);
    const response = await deliver(order._id, { fileIds: [id] });
    expect(response.status, response.text).toBe(200);
    const qa = response.body.deliveredFiles[0].stitch.qa;
    expect(qa.every((f: { severity: string }) => f.severity !== 'error')).toBe(true);
  });

  it('refuses a confirmation that is not a list of ids with 400', async () => {
    const { order } = await clientWithHoop(200);
    const [id] = await uploadForDelivery(t, staff.token, [{ name: 'fits.dst', type: OCTETS, bytes: FITS }]);
    expect((await deliver(order._id, { fileIds: [id], confirmQuality: 'all' })).status).toBe(400);
    expect((await deliver(order._id, { fileIds: [id], confirmQuality: ['x'] })).status).toBe(400);
  });

  it("checks a client's own upload for their machines", async () => {
    const { token } = await clientWithHoop(50);
    const body = await upload(t, token, { name: 'mine.dst', type: OCTETS, bytes: FITS });
    expect(body.stitch!.qa).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'larger-than-hoop', severity: 'error' })]),
    );
  });
});
