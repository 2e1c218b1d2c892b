import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, StitchInfo } from '@stitchdesk/shared';
import {
  readStitchFile,
  sewCountsOf,
  sewEstimate,
  sewSpeedText,
  sewTimeText,
  summarize,
} from '@stitchdesk/stitch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { upload } from '../../test/order-fixtures.ts';
import { payInFull, placeOrder, postJson, setStatus, uploadForDelivery } from '../../test/staff.ts';

const OCTETS = 'application/octet-stream';
const API = '/api/v1';
const MACHINE = { speedSpm: 1000, secondsPerTrim: 6, secondsPerColorChange: 12, fabricMm: 1.5 };
const SETTINGS = { stitchesPerMinute: 1000, secondsPerTrim: 6, secondsPerColorChange: 12, fabricMm: 1.5 };
/** The stitch package's `multi` fixture: six colours of 40 stitches, each block ending in a trim. */
const DESIGN = readFileSync(
  new URL('../../../../packages/stitch/src/test/fixtures/multi.exp', import.meta.url),
);

function pdfText(bytes: ArrayBuffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'worksheet-'));
  writeFileSync(join(dir, 'sheet.pdf'), Buffer.from(bytes));
  execFileSync('pdftotext', ['-layout', join(dir, 'sheet.pdf'), join(dir, 'sheet.txt')]);
  return readFileSync(join(dir, 'sheet.txt'), 'utf8');
}

/**
 * Issue 37, item 5: one sew-out estimate at the client's machine settings, the same in the order
 * answer (client's and staff's), the client's upload answer and the worksheet.
 */
describe('the sew-out estimate of a stitch file', () => {
  let t: TestContext;
  let client = '';
  let staff = '';
  let order: Order;
  let deliveredId = '';
  const expected = (() => {
    const read = readStitchFile(DESIGN, { fileName: 'final.exp' });
    if (!read.ok) throw new Error(read.error.message);
    return sewEstimate(sewCountsOf(summarize(read.design)), SETTINGS);
  })();

  beforeAll(async () => {
    t = await createTestContext();
    staff = (await t.createUser({ role: 'employee' })).token;
    client = (await t.createUser()).token;
    const put = await postJson(t, '/user/machine-profile', client, { formats: ['DST'], ...MACHINE }, 'PUT');
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject(MACHINE);
    order = await placeOrder(t, client, 'digitizing', 'Six colours');
    await setStatus(t, order._id, 'In Progress');
    [deliveredId] = await uploadForDelivery(t, staff, [{ name: 'final.exp', type: OCTETS, bytes: DESIGN }]);
    await payInFull(t, order._id);
    const done = await postJson(t, `/staff/orders/${order._id}/deliveries`, staff, {
      fileIds: [deliveredId],
      confirmQuality: [deliveredId],
      confirmSizeMismatch: [deliveredId],
    });
    expect(done.status, done.text).toBe(200);
  });
  afterAll(() => t?.close());

  it("answers the run time at the client's speed with their trim and change costs, and the thread", async () => {
    // 240 stitches at 1,000 a minute, 6 trims of 6 s, 5 colour changes of 12 s.
    expect(expected.minutes).toBeCloseTo(240 / 1000 + (6 * 6 + 5 * 12) / 60, 9);
    const own = (await t.request<Order>(`${API}/order/getorder/${order._id}`, { token: client })).body;
    const stitch = own.deliveredFiles![0].stitch!;
    expect(stitch).toMatchObject({ speedSpm: 1000, runMinutes: expected.runMinutes });
    // In all in the order answer; per colour in the file's own answer, for every stop it lists.
    expect(stitch.threadMeters).toEqual({
      top: Math.round(expected.thread!.top * 100) / 100,
      bobbin: Math.round(expected.thread!.bobbin * 100) / 100,
    });
    const fileAnswer = await t.request<StitchInfo>(`${API}/order/${order._id}/files/${deliveredId}/stitch`, {
      token: client,
    });
    expect(fileAnswer.status, fileAnswer.text).toBe(200);
    const detail = fileAnswer.body;
    expect(detail).toMatchObject({ speedSpm: 1000, runMinutes: expected.runMinutes });
    expect(detail.threadMeters).toMatchObject(stitch.threadMeters!);
    const perColor = detail.threadMeters!.perColor!;
    expect(perColor.map((m) => m.stop)).toEqual(detail.stops.map((s) => s.index));
    expect(perColor[0].top).toBe(Math.round(expected.stops[0].thread!.top * 100) / 100);
    // What the summary keeps to work the estimate out is not part of the answer.
    expect(stitch).not.toHaveProperty('sewOut');
    expect(detail).not.toHaveProperty('sewOut');

    const staffView = await t.request(`${API}/staff/orders/${order._id}`, { token: staff });
    const staffStitch = staffView.body.order.deliveredFiles[0].stitch as StitchInfo;
    expect(staffStitch).toMatchObject({ speedSpm: 1000, runMinutes: expected.runMinutes });
    expect(staffStitch.threadMeters).toEqual(detail.threadMeters);
  });

  it('prints the same figure on the worksheet', async () => {
    const own = (await t.request<Order>(`${API}/order/getorder/${order._id}`, { token: client })).body;
    const [file] = own.digitizing!.completeOrder as { url: string }[];
    const sheet = await fetch(file.url.replace('?', '/worksheet.pdf?'));
    expect(sheet.status).toBe(200);
    const text = pdfText(await sheet.arrayBuffer());
    expect(text).toContain(`${sewTimeText(expected.runMinutes)} ${sewSpeedText(1000)}`);
    expect(text).toContain(`${expected.thread!.top.toFixed(2)} m top`);
  });

  it("gives a client's own upload at their settings, and the default machine's for staff uploads", async () => {
    const mine = await upload(t, client, { name: 'mine.exp', type: OCTETS, bytes: DESIGN });
    expect(mine.stitch).toMatchObject({ speedSpm: 1000, runMinutes: expected.runMinutes });
    const [staffFileId] = await uploadForDelivery(t, staff, [{ name: 'x.exp', type: OCTETS, bytes: DESIGN }]);
    const row = await t.db('files').where({ id: staffFileId }).first('stitch');
    expect(row.stitch.sewOut.stops).toHaveLength(6);
  });
});
