import type { CreatedApiToken, Order } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingScope } from '../../middleware/auth.ts';
import { BAD_FILE_LINK } from '../../middleware/signed-url.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { rectangleDst } from '../../test/stitch-designs.ts';

/**
 * `files:read` (issue 27): an API token without it gets order answers whose file links carry no
 * signature, and opens no file; one with it gets signed links, and opens its client's files by
 * bearer too. Signed links keep working without a token (the panel, ZIPs, <img>).
 */
describe('the files:read scope', () => {
  let t: TestContext;
  let session: string;
  let order: Order;
  let readsOrders: string;
  let readsFiles: string;

  const mint = async (scopes: string[]) =>
    (
      await t.request<CreatedApiToken>('/api/v1/user/api-tokens', {
        method: 'POST',
        token: session,
        body: { name: scopes.join(' '), scopes },
      })
    ).body.token;
  const path = (url: string) => new URL(url).pathname + new URL(url).search;

  beforeAll(async () => {
    t = await createTestContext();
    session = (await t.createUser()).token;
    const design = await upload(t, session, {
      name: 'crest.dst',
      type: 'application/octet-stream',
      bytes: rectangleDst(200, 100),
    });
    const placed = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token: session,
      body: {
        digitizing: validBlock('digitizing', [{ url: design.url, name: design.name }], 'Scoped files'),
      },
    });
    expect(placed.status).toBe(201);
    order = placed.body.order;
    readsOrders = await mint(['orders:read']);
    readsFiles = await mint(['orders:read', 'files:read']);
  });
  afterAll(() => t?.close());

  const attachmentOf = (o: Order) => o.digitizing.attachment[0];

  it('answers a token without files:read with unsigned links, which open nothing without a bearer', async () => {
    const one = (await t.request(`/api/v1/order/getorder/${order._id}`, { token: readsOrders }))
      .body as Order;
    const file = attachmentOf(one);
    expect(file.url).not.toMatch(/[?&](exp|sig)=/);
    expect(file.stitch?.previewUrl).not.toMatch(/sig=/);
    for (const link of file.stitch?.formats ?? []) expect(link.url).not.toMatch(/sig=/);
    const listed = (await t.request('/api/v1/order/getorder', { token: readsOrders })).body as Order[];
    expect(listed.map((o) => attachmentOf(o).url)).toEqual([file.url]);
    const revisions = await t.request('/api/v1/order/get/revision', { token: readsOrders });
    expect(revisions.text).not.toMatch(/sig=/);
    const fileId = new URL(file.url).pathname.split('/')[4];
    const whole = await t.request(`/api/v1/order/${order._id}/files/${fileId}/stitch`, {
      token: readsOrders,
    });
    expect(whole.status).toBe(200);
    expect(whole.text).not.toMatch(/sig=/);
    const signedWhole = await t.request(`/api/v1/order/${order._id}/files/${fileId}/stitch`, {
      token: readsFiles,
    });
    expect(signedWhole.body.previewUrl).toMatch(/sig=/);

    // The same link is refused to anyone without a signature, the token itself included.
    const bare = await t.request(path(file.url));
    expect(bare.status).toBe(403);
    expect(bare.body.message).toBe(BAD_FILE_LINK);
    for (const url of [file.url, file.stitch!.previewUrl, file.stitch!.formats[0].url]) {
      const refused = await t.request(path(url), { token: readsOrders });
      expect(refused.status, url).toBe(403);
      expect(refused.body.message).toBe(missingScope('files:read'));
    }
  });

  it('answers a token with files:read (and a session) with signed links; it opens its files by bearer too', async () => {
    for (const token of [readsFiles, session]) {
      const one = (await t.request(`/api/v1/order/getorder/${order._id}`, { token })).body as Order;
      const signed = attachmentOf(one).url;
      expect(signed).toMatch(/\?exp=\d+&sig=/);
      // The signature alone opens it, as the panel and its ZIPs do.
      expect((await t.request(path(signed))).status).toBe(200);
    }
    const unsigned = attachmentOf(
      (await t.request(`/api/v1/order/getorder/${order._id}`, { token: readsOrders })).body as Order,
    );
    const bytes = await t.request(path(unsigned.url), { token: readsFiles });
    expect(bytes.status).toBe(200);
    expect(bytes.bytes.equals(rectangleDst(200, 100))).toBe(true);
    expect((await t.request(path(unsigned.stitch!.previewUrl), { token: readsFiles })).status).toBe(200);
    const converted = unsigned.stitch!.formats.find((f) => f.format === 'pes');
    expect((await t.request(path(converted!.url), { token: readsFiles })).status).toBe(200);
  });

  it("refuses another client's file to a bearer (404), and staff bearers (403)", async () => {
    const unsigned = attachmentOf(
      (await t.request(`/api/v1/order/getorder/${order._id}`, { token: readsOrders })).body as Order,
    );
    const other = await t.createUser();
    expect((await t.request(path(unsigned.url), { token: other.token })).status).toBe(404);
    const staff = await t.createUser({ role: 'employee' });
    expect((await t.request(path(unsigned.url), { token: staff.token })).status).toBe(403);
    expect((await t.request(path(unsigned.url), { token: 'sdk_nonsense' })).status).toBe(401);
  });

  it('answers an upload by a token without files:read with a link that still names the file for an order', async () => {
    const writes = await mint(['orders:write']);
    const file = await upload(t, writes);
    expect(file.url).not.toMatch(/sig=/);
    const placed = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token: writes,
      body: { digitizing: validBlock('digitizing', [{ url: file.url, name: file.name }], 'By reference') },
    });
    expect(placed.status).toBe(201);
    expect(attachmentOf(placed.body.order).url).not.toMatch(/sig=/);
    // The panel sees the same file with a signed link.
    const seen = (await t.request(`/api/v1/order/getorder/${placed.body.order._id}`, { token: session }))
      .body;
    expect(attachmentOf(seen).url).toMatch(/sig=/);
  });

  it("signs an order's invoice link the same way; unsigned, it opens with files:read only", async () => {
    await t.db('orders').where({ id: order._id }).update({ price_cents: 4500 });
    const unsigned = (await t.request(`/api/v1/order/getorder/${order._id}`, { token: readsOrders })).body
      .invoiceUrl;
    expect(unsigned).toMatch(/\/invoices\/.+\.pdf$/);
    expect((await t.request(path(unsigned))).status).toBe(403);
    expect((await t.request(path(unsigned), { token: readsOrders })).status).toBe(403);
    const pdf = await t.request(path(unsigned), { token: readsFiles });
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const other = await t.createUser();
    expect((await t.request(path(unsigned), { token: other.token })).status).toBe(404);
    const signed = (await t.request(`/api/v1/order/getorder/${order._id}`, { token: readsFiles })).body
      .invoiceUrl;
    expect((await t.request(path(signed))).status).toBe(200);
  });
});
