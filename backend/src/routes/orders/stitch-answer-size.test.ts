import { get } from 'node:http';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { PNG_BYTES, upload, validBlock } from '../../test/order-fixtures.ts';

const OCTETS = 'application/octet-stream';

describe('bounded order answers with stitch files', () => {
  const t = useTestContext();
  const client = useUser(t);

  /** The bytes of an answer as they travel to a browser (which accepts every encoding the API offers). */
  function wireBytes(path: string): Promise<{ bytes: number; encoding: string }> {
    return new Promise((resolve, reject) => {
      get(
        `${t.url}${path}`,
        {
          headers: { Authorization: `Bearer ${client.token}`, 'Accept-Encoding': 'gzip, deflate, br, zstd' },
        },
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

  /** The bytes of GET /order/getorder/:id for an order attaching `files`: as they travel, and as JSON. */
  async function answerSize(
    files: { name: string; type: string; bytes: Buffer }[],
  ): Promise<{ wire: number; encoding: string; json: number }> {
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
    const answer = await t.request(`/api/v1/order/getorder/${placed.body.order._id}`, {
      token: client.token,
    });
    expect(answer.status).toBe(200);
    const wire = await wireBytes(`/api/v1/order/getorder/${placed.body.order._id}`);
    return { wire: wire.bytes, encoding: wire.encoding, json: Buffer.byteLength(answer.text) };
  }

  it.each([['a three-colour DST', () => Buffer.from(encode('DST', sampleDesign()))]])(
    'stays within twice the same order with plain files: %s',
    async (_label, bytes) => {
      const plain = await answerSize([{ name: 'design.png', type: 'image/png', bytes: PNG_BYTES }]);
      const stitched = await answerSize([{ name: 'design.dst', type: OCTETS, bytes: bytes() }]);
      const sizes = `plain ${JSON.stringify(plain)}, with the stitch file ${JSON.stringify(stitched)}`;
      console.log(`order answer bytes: ${sizes}`);
      expect(stitched.wire, sizes).toBeLessThanOrEqual(2 * plain.wire);
    },
    60_000,
  );
});
