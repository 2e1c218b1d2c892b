import { get } from 'node:http';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import { manyStopsDst } from '@stitchdesk/stitch/test/many-stops';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { PNG_BYTES, upload, validBlock } from '../../test/order-fixtures.ts';
import { payInFull, postJson, setStatus, uploadForDelivery } from '../../test/staff.ts';

const OCTETS = 'application/octet-stream';

describe('bounded order answers with stitch files', () => {
  const t = useTestContext();
  const client = useUser(t);
  const employee = useUser(t, { role: 'employee' });

  /** The bytes of an answer as they travel to a browser (which accepts every encoding the API offers). */
  function wireBytes(
    path: string,
    acceptEncoding = 'gzip, deflate, br, zstd',
  ): Promise<{ bytes: number; encoding: string }> {
    return new Promise((resolve, reject) => {
      get(
        `${t.url}${path}`,
        { headers: { Authorization: `Bearer ${client.token}`, 'Accept-Encoding': acceptEncoding } },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () =>
            resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
          );
          res.on('error', reject);
        },
      ).on('error', reject);
    });
  }

  type File = { name: string; type: string; bytes: Buffer };

  /**
   * The bytes of GET /order/getorder/:id for an order attaching `files` (and with `delivered`, those
   * delivered by staff): as they travel to a browser, gzipped, and as JSON.
   */
  async function answerSize(
    files: File[],
    delivered: File[] = [],
  ): Promise<{ wire: number; encoding: string; gzip: number; json: number }> {
    const refs = [];
    for (const file of files) {
      const body = await upload(t, client.token, file);
      refs.push({ url: body.url, name: body.name });
    }
    const placed = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token: client.token,
      body: { digitizing: validBlock('digitizing', refs, 'Size check') },
    });
    expect(placed.status, placed.text).toBe(201);
    if (delivered.length > 0) {
      const orderId: string = placed.body.order._id;
      await setStatus(t, orderId, 'In Progress');
      const fileIds = await uploadForDelivery(t, employee.token, delivered);
      await payInFull(t, orderId);
      const confirm = { confirmQuality: fileIds, confirmSizeMismatch: fileIds };
      const done = await postJson(t, `/staff/orders/${orderId}/deliveries`, employee.token, {
        fileIds,
        ...confirm,
      });
      expect(done.status, done.text).toBe(200);
    }
    const answer = await t.request(`/api/v1/order/getorder/${placed.body.order._id}`, {
      token: client.token,
    });
    expect(answer.status).toBe(200);
    const path = `/api/v1/order/getorder/${placed.body.order._id}`;
    const wire = await wireBytes(path);
    const gzip = await wireBytes(path, 'gzip');
    return {
      wire: wire.bytes,
      encoding: wire.encoding,
      gzip: gzip.bytes,
      json: Buffer.byteLength(answer.text),
    };
  }

  it.each([
    ['a three-colour DST', () => Buffer.from(encode('DST', sampleDesign()))],
    ['a 100-stop DST', () => Buffer.from(manyStopsDst(100, 6))],
    ['a 200,000-stop DST', () => Buffer.from(manyStopsDst(200_000, 6))],
  ])(
    'stays within twice the same order with plain files: %s',
    async (_label, bytes) => {
      const plain = await answerSize([{ name: 'design.png', type: 'image/png', bytes: PNG_BYTES }]);
      const stitched = await answerSize([{ name: 'design.dst', type: OCTETS, bytes: bytes() }]);
      const sizes = `plain ${JSON.stringify(plain)}, with the stitch file ${JSON.stringify(stitched)}`;
      console.log(`order answer bytes: ${sizes}`);
      expect(stitched.wire, sizes).toBeLessThanOrEqual(2 * plain.wire);
      expect(stitched.gzip, sizes).toBeLessThanOrEqual(2 * plain.gzip);
      // As JSON the seven signed format links alone (about 1.3 KB) nearly match the plain order (1.5 KB);
      // compressed they share their base and signature. This bound keeps the rest from growing.
      expect(stitched.json, sizes).toBeLessThanOrEqual(3 * plain.json);
    },
    60_000,
  );

  it('stays within twice the same order with a picture delivered: a 100-stop DST delivered', async () => {
    const png = { name: 'design.png', type: 'image/png', bytes: PNG_BYTES };
    const plain = await answerSize([png], [{ ...png, name: 'final.png' }]);
    const dst = { name: 'final.dst', type: OCTETS, bytes: Buffer.from(manyStopsDst(100, 6)) };
    const stitched = await answerSize([png], [dst]);
    const sizes = `plain ${JSON.stringify(plain)}, with the stitch file ${JSON.stringify(stitched)}`;
    console.log(`order answer bytes, delivered: ${sizes}`);
    expect(stitched.wire, sizes).toBeLessThanOrEqual(2 * plain.wire);
    expect(stitched.gzip, sizes).toBeLessThanOrEqual(2 * plain.gzip);
  }, 60_000);
});
