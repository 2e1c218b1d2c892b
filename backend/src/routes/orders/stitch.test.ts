import type { Order, Revision, StitchInfo } from '@stitchdesk/shared';
import { JANOME_CHART, stopThread } from '@stitchdesk/stitch';
import { manyStopsDst } from '@stitchdesk/stitch/test/many-stops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ANSWER_STOPS } from '../../presenters/stitch.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { payInFull, postJson, setStatus, uploadForDelivery } from '../../test/staff.ts';

const OCTETS = 'application/octet-stream';
const API = '/api/v1';
const STOPS = 12;

describe('GET /order/:orderId/files/:fileId/stitch', () => {
  let t: TestContext;
  let staff = '';
  let client = '';
  let orderId = '';
  let attachedId = '';
  let deliveredId = '';

  const stitchPath = (order: string, file: string) => `${API}/order/${order}/files/${file}/stitch`;
  const fileIdOf = (url: string) => new URL(url).pathname.split('/').at(-2)!;

  beforeAll(async () => {
    t = await createTestContext();
    staff = (await t.createUser({ role: 'employee' })).token;
    client = (await t.createUser()).token;
    const profile = await postJson(
      t,
      '/user/machine-profile',
      client,
      { formats: ['DST'], threadChart: 'janome' },
      'PUT',
    );
    expect(profile.status, profile.text).toBe(200);

    const bytes = Buffer.from(manyStopsDst(STOPS, 6));
    const attached = await upload(t, client, { name: 'stops.dst', type: OCTETS, bytes });
    const placed = await postJson(t, '/order/createorder/digitizing', client, {
      digitizing: validBlock('digitizing', [{ url: attached.url, name: attached.name }], 'Twelve colours'),
    });
    expect(placed.status, placed.text).toBe(201);
    orderId = placed.body.order._id;
    attachedId = fileIdOf(attached.url);
    await setStatus(t, orderId, 'In Progress');
    [deliveredId] = await uploadForDelivery(t, staff, [{ name: 'final.dst', type: OCTETS, bytes }]);
    await payInFull(t, orderId);
    const done = await postJson(t, `/staff/orders/${orderId}/deliveries`, staff, {
      fileIds: [deliveredId],
      confirmQuality: [deliveredId],
      confirmSizeMismatch: [deliveredId],
    });
    expect(done.status, done.text).toBe(200);
  });
  afterAll(() => t?.close());

  it('gives the owner every stop with its thread, and the findings with their places, as staff see them', async () => {
    const red = JANOME_CHART.threads.find((thread) => thread.name === 'Red')!;
    const pin = await postJson(
      t,
      `/staff/orders/${orderId}/files/${deliveredId}/thread-pins`,
      staff,
      { pins: { '7': red.code } },
      'PUT',
    );
    expect(pin.status, pin.text).toBe(200);
    const order = await t.request<Order>(`${API}/order/getorder/${orderId}`, { token: client });
    const staffOrder = await t.request(`${API}/staff/orders/${orderId}`, { token: staff });

    for (const [fileId, compact, staffStitch] of [
      [
        attachedId,
        order.body.digitizing.attachment[0].stitch!,
        staffOrder.body.order.digitizing.attachment[0].stitch,
      ],
      [deliveredId, order.body.deliveredFiles[0].stitch!, staffOrder.body.order.deliveredFiles[0].stitch],
    ] as const) {
      expect(compact.stops).toHaveLength(ORDER_ANSWER_STOPS);
      const whole = await t.request<StitchInfo>(stitchPath(orderId, fileId), { token: client });
      expect(whole.status, whole.text).toBe(200);
      const { body } = whole;
      expect(body.stops.map((stop) => stop.index)).toEqual(Array.from({ length: STOPS }, (_, i) => i + 1));
      expect(body.stopsOmitted).toBeUndefined();
      const pins: Record<string, string> = fileId === deliveredId ? { '7': red.code } : {};
      for (const stop of body.stops)
        expect(stop.thread).toEqual({
          brand: 'Janome',
          ...stopThread(stop.hex, JANOME_CHART, pins[String(stop.index)]),
        });
      // The stops the order answer listed are the first of these, named alike (without the
      // distance from the colour, which a client never reads), and each with its thread length.
      const withoutDistance = body.stops.slice(0, ORDER_ANSWER_STOPS).map(({ thread, ...stop }) => {
        if (!thread) return stop;
        const { deltaE: _deltaE, ...named } = thread;
        return { ...stop, thread: named };
      });
      expect(withoutDistance).toEqual(compact.stops);
      expect(body.threadMeters!.perColor!.map((m) => m.stop)).toEqual(body.stops.map((s) => s.index));
      expect(compact.threadMeters).toEqual({
        top: body.threadMeters!.top,
        bobbin: body.threadMeters!.bobbin,
      });
      // Every finding, each with its places; the order answer lists the most severe and counts the rest.
      expect(compact.qa).toEqual(body.qa!.slice(0, 1).map((finding) => ({ ...finding, where: [] })));
      expect(compact.qaOmitted ?? 0).toBe(body.qa!.length - 1);
      expect(body.qaOmitted).toBeUndefined();
      expect(body.qa?.length).toBeGreaterThan(0);
      expect(body.qa!.some((finding) => finding.where.length > 0)).toBe(true);
      expect(body.qa).toEqual(staffStitch.qa);
      expect(body.previewUrl).toBe(compact.previewUrl);
    }
    expect(order.body.deliveredFiles[0].stitch!.stops[0]?.thread?.pinned).toBe(false);
  });

  it('answers 304 to a client that has the same summary', async () => {
    const first = await t.request(stitchPath(orderId, deliveredId), { token: client });
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await t.request(stitchPath(orderId, deliveredId), {
      token: client,
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for another client’s order, a file of another order, a file that is not one of the order’s', async () => {
    const other = (await t.createUser()).token;
    const foreign = await t.request(stitchPath(orderId, deliveredId), { token: other });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Order not found');

    // The other client's own order, asked for this order's file.
    const theirs = await upload(t, other, {
      name: 'theirs.dst',
      type: OCTETS,
      bytes: Buffer.from(manyStopsDst(2, 6)),
    });
    const placed = await postJson(t, '/order/createorder/digitizing', other, {
      digitizing: validBlock('digitizing', [{ url: theirs.url, name: theirs.name }], 'Theirs'),
    });
    expect(placed.status, placed.text).toBe(201);
    const mixed = await t.request(stitchPath(placed.body.order._id, deliveredId), { token: other });
    expect(mixed.status).toBe(404);
    expect(mixed.body.error).toBe('Stitch file not found');
    const ownFile = await t.request(stitchPath(placed.body.order._id, fileIdOf(theirs.url)), {
      token: other,
    });
    expect(ownFile.status).toBe(200);

    // An upload of the owner not attached to this order.
    const loose = await upload(t, client, {
      name: 'loose.dst',
      type: OCTETS,
      bytes: Buffer.from(manyStopsDst(2, 6)),
    });
    const unattached = await t.request(stitchPath(orderId, fileIdOf(loose.url)), { token: client });
    expect(unattached.status).toBe(404);

    const malformed = await t.request(stitchPath(orderId, 'not-a-file'), { token: client });
    expect(malformed.status).toBe(404);
  });

  it('refuses staff (their order answers carry the whole summary) and anonymous callers', async () => {
    expect((await t.request(stitchPath(orderId, deliveredId), { token: staff })).status).toBe(403);
    expect((await t.request(stitchPath(orderId, deliveredId))).status).toBe(401);
  });

  it('takes an API token with orders:read, and refuses one without', async () => {
    const mint = async (scopes: string[]) => {
      const response = await postJson(t, '/user/api-tokens', client, { name: scopes.join(' '), scopes });
      expect(response.status, response.text).toBe(201);
      return response.body.token as string;
    };
    const reader = await mint(['orders:read']);
    expect((await t.request(stitchPath(orderId, deliveredId), { token: reader })).status).toBe(200);
    const writer = await mint(['orders:write', 'files:read']);
    expect((await t.request(stitchPath(orderId, deliveredId), { token: writer })).status).toBe(403);
  });

  it('draws a revision’s attachment in the revision’s colours, as the revision answer does', async () => {
    const bytes = Buffer.from(manyStopsDst(STOPS, 6));
    const first = await upload(t, client, { name: 'first.dst', type: OCTETS, bytes });
    const refOf = (file: { url: string; name: string }) => ({ url: file.url, name: file.name });
    const placed = await postJson(t, '/order/createorder/vector', client, {
      vector: { ...validBlock('vector', [refOf(first)], 'Colours'), designColors: ['#000000'] },
    });
    expect(placed.status, placed.text).toBe(201);
    const id: string = placed.body.order._id;
    const second = await upload(t, client, { name: 'second.dst', type: OCTETS, bytes });
    const revise = async (attachment: { url: string; name: string }[], designColors: string[]) => {
      const body = { vector: { ...validBlock('vector', attachment, 'Colours'), designColors } };
      const revised = await postJson(t, `/order/revision/${id}`, client, body, 'PUT');
      expect(revised.status, revised.text).toBe(201);
      return revised.body.revision as Revision;
    };
    const revision = await revise([refOf(first), refOf(second)], ['#c8102e', '#1d4f91']);
    const listed = revision.changes.vector!.attachment.find((file) => file.name === 'second.dst')!.stitch!;
    // A later revision changes the order's colours, not those of the first revision's files.
    await revise([refOf(first)], ['#00843d']);

    const whole = await t.request<StitchInfo>(stitchPath(id, fileIdOf(second.url)), { token: client });
    expect(whole.status, whole.text).toBe(200);
    const hexes = whole.body.stops.map((stop) => stop.hex);
    expect(hexes.slice(0, ORDER_ANSWER_STOPS)).toEqual(listed.stops.map((stop) => stop.hex));
    expect(hexes.slice(0, 3)).toEqual(['#c8102e', '#1d4f91', '#c8102e']);
    const own = await t.request<StitchInfo>(stitchPath(id, fileIdOf(first.url)), { token: client });
    expect(own.body.stops[0]?.hex).toBe('#00843d');
  });
});
