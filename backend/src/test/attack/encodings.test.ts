import { gzipSync } from 'node:zlib';
import { UNDECODABLE_BODY } from '../../middleware/json-body.ts';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../context.ts';

/* Bodies whose Content-Encoding lies (attack run: a 500 on any path, no login needed). */
const API = '/api/v1';

describe('attack: broken Content-Encoding', () => {
  const t = useTestContext();

  const paths = [
    '/user/login',
    '/user/register',
    '/quotes',
    '/order/createorder/digitizing',
    '/no/such/path',
  ];

  for (const encoding of ['gzip', 'deflate', 'br']) {
    it(`answers 400 to a body that is not ${encoding} on any path, signed in or not, and stores nothing`, async () => {
      const before = await t.db('users').count({ n: '*' });
      for (const path of paths) {
        const res = await t.request(API + path, {
          method: 'POST',
          body: 'this is not compressed at all',
          headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        });
        expect([path, res.status, res.body.error]).toEqual([path, 400, UNDECODABLE_BODY]);
      }
      expect(await t.db('users').count({ n: '*' })).toEqual(before);
    });
  }

  it('still reads a body that really is gzip', async () => {
    const res = await t.request(`${API}/user/register`, {
      method: 'POST',
      body: new Uint8Array(
        gzipSync(JSON.stringify({ username: 'Zip', email: 'zip@example.test', password: 'long enough' })),
      ),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(201);
  });
});
