import type { Order, StitchInfo } from '@stitchdesk/shared';
import { BROTHER_CHART, JANOME_CHART, stopThread, type ThreadChart } from '@stitchdesk/stitch';
import { manyStopsDst } from '@stitchdesk/stitch/test/many-stops';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ANSWER_STOPS } from '../../presenters/stitch.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { deliverFile, postJson } from '../../test/staff.ts';

const OCTETS = 'application/octet-stream';
const API = '/api/v1';
const STOPS = 10;

/**
 * What each listed stop should name: the chart's thread for the stop's colour, a pin winning; in a
 * client's order answer (`compact`) without its distance from the colour, which a client never reads.
 */
function expectThreads(
  stitch: StitchInfo,
  chart: ThreadChart,
  pins: Record<string, string> = {},
  { compact = false } = {},
): void {
  for (const stop of stitch.stops) {
    const { deltaE, ...named } = stopThread(stop.hex, chart, pins[String(stop.index)])!;
    expect(stop.thread).toEqual({ brand: chart.brand, ...named, ...(compact ? {} : { deltaE }) });
  }
}

describe("each stop's thread in order answers", () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee' });
  const client = useUser(t);
  beforeAll(() => chooseChart('janome'));

  async function chooseChart(threadChart: string): Promise<void> {
    const profile = await postJson(
      t,
      '/user/machine-profile',
      client.token,
      { formats: ['DST'], threadChart },
      'PUT',
    );
    expect(profile.status, profile.text).toBe(200);
  }

  /** An order of `client` attaching a DST of `STOPS` stops, delivered with the same design. */
  async function deliveredOrder(): Promise<{ orderId: string; fileId: string }> {
    const attached = await upload(t, client.token, {
      name: 'stops.dst',
      type: OCTETS,
      bytes: Buffer.from(manyStopsDst(STOPS, 6)),
    });
    const placed = await postJson(t, '/order/createorder/digitizing', client.token, {
      digitizing: validBlock('digitizing', [{ url: attached.url, name: attached.name }], 'Many stops'),
    });
    expect(placed.status, placed.text).toBe(201);
    const orderId: string = placed.body.order._id;
    const fileId = await deliverFile(
      t,
      staff.token,
      orderId,
      { name: 'final.dst', type: OCTETS, bytes: Buffer.from(manyStopsDst(STOPS, 6)) },
      ['confirmQuality', 'confirmSizeMismatch'],
    );
    return { orderId, fileId };
  }

  it("names each stop's thread in a client's own upload answer, every stop the summary keeps", async () => {
    const bytes = Buffer.from(manyStopsDst(STOPS, 6));
    const own = await upload(t, client.token, { name: 'own.dst', type: OCTETS, bytes });
    expect(own.stitch!.stops).toHaveLength(STOPS);
    expectThreads(own.stitch!, JANOME_CHART);
    // Staff files are for someone else's machines: no chart to name threads in.
    const staffs = await upload(t, staff.token, { name: 'staff.dst', type: OCTETS, bytes });
    expect(staffs.stitch!.stops.every((stop) => stop.thread === undefined)).toBe(true);
  });

  it("names the client's chart thread per stop, listing the first stops and counting the rest", async () => {
    const { orderId } = await deliveredOrder();
    const answer = await t.request<Order>(`${API}/order/getorder/${orderId}`, { token: client.token });
    expect(answer.status).toBe(200);
    for (const file of [answer.body.digitizing.attachment[0], answer.body.deliveredFiles[0]]) {
      const stitch = file.stitch!;
      expect(stitch.colors).toBe(STOPS);
      expect(stitch.stops.map((s) => s.index)).toEqual([1, 2, 3, 4].slice(0, ORDER_ANSWER_STOPS));
      expect(stitch.stopsOmitted).toBe(STOPS - ORDER_ANSWER_STOPS);
      expect(stitch.threads).toHaveLength(ORDER_ANSWER_STOPS);
      expectThreads(stitch, JANOME_CHART, {}, { compact: true });
    }

    // The list does not know each client's chart: stops without threads, the same bound.
    const list = await t.request<Order[]>(`${API}/order/getorder`, { token: client.token });
    const listed = list.body.find((o) => o._id === orderId)!;
    expect(listed.deliveredFiles[0].stitch!.stops).toHaveLength(ORDER_ANSWER_STOPS);
    expect(listed.deliveredFiles[0].stitch!.stops.every((s) => s.thread === undefined)).toBe(true);
  });

  it('gives staff every stop, and a code they pin wins from then on', async () => {
    const { orderId, fileId } = await deliveredOrder();
    const pinned = JANOME_CHART.threads.find((thread) => thread.name === 'Red')!;
    const pin = await postJson(
      t,
      `/staff/orders/${orderId}/files/${fileId}/thread-pins`,
      staff.token,
      { pins: { '2': pinned.code } },
      'PUT',
    );
    expect(pin.status, pin.text).toBe(200);

    const detail = await t.request(`${API}/staff/orders/${orderId}`, { token: staff.token });
    const staffStitch: StitchInfo = detail.body.order.deliveredFiles[0].stitch;
    expect(staffStitch.stops).toHaveLength(STOPS);
    expect(staffStitch.stopsOmitted).toBeUndefined();
    expectThreads(staffStitch, JANOME_CHART, { '2': pinned.code });

    const answer = await t.request<Order>(`${API}/order/getorder/${orderId}`, { token: client.token });
    const stitch = answer.body.deliveredFiles[0].stitch!;
    expect(stitch.stops[1].thread).toMatchObject({ code: pinned.code, name: 'Red', pinned: true });
    expectThreads(stitch, JANOME_CHART, { '2': pinned.code }, { compact: true });
  });

  it('follows the chart the client chooses', async () => {
    const { orderId } = await deliveredOrder();
    await chooseChart('brother');
    const answer = await t.request<Order>(`${API}/order/getorder/${orderId}`, { token: client.token });
    expectThreads(answer.body.deliveredFiles[0].stitch!, BROTHER_CHART, {}, { compact: true });
    await chooseChart('janome');
  });
});
