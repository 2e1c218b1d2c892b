import { randomUUID } from 'node:crypto';
import { SERVICE_KEYS, type Order, type ServiceKey } from '@stitchdesk/shared';
import { emptyBlocks } from '@stitchdesk/shared/test/empty-blocks';
import { beforeAll, describe, expect, it } from 'vitest';
import { changesHeard, moveOrdersVersion } from '../../test/orders-version.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { inDays, ORDER_FIELDS, upload, validBlock } from '../../test/order-fixtures.ts';

const EMPTY = emptyBlocks();

const LABELS: Record<ServiceKey, string> = {
  digitizing: 'Digitizing',
  vector: 'Vector',
  patches: 'Patches',
  customApparel: 'Custom Apparel',
};

describe('orders API', () => {
  const t = useTestContext();
  const client = useUser(t);
  const other = useUser(t);
  const admin = useUser(t, { role: 'admin' });

  async function attachments(count = 1, as = client.token) {
    const list = [];
    for (let i = 0; i < count; i += 1) {
      const up = await upload(t, as, { name: `ref-${i}.png` });
      list.push({ url: up.url, name: up.name });
    }
    return list;
  }

  const create = (service: string, body: unknown, as = client.token, headers?: Record<string, string>) =>
    t.request(`/api/v1/order/createorder/${service}`, { method: 'POST', token: as, body, headers });
  /** A body sent as written, under its own content type: what a broken or hostile client sends. */
  const createRaw = (contentType: string, body: string) =>
    create('digitizing', body, client.token, { 'content-type': contentType });

  async function place(key: ServiceKey, as = client.token, title?: string): Promise<Order> {
    const response = await create(key, { [key]: validBlock(key, await attachments(1, as), title) }, as);
    expect(response.status).toBe(201);
    return response.body.order;
  }

  describe('POST /order/createorder/:service', () => {
    it('places a digitizing order: 201, message and the full Order shape', async () => {
      const files = await attachments(2);
      const response = await create('Digitizing', {
        digitizing: validBlock('digitizing', files, 'Team logo'),
      });
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Order placed successfully');
      const order = response.body.order as Order;
      expect(Object.keys(order).sort()).toEqual([...ORDER_FIELDS].sort());
      expect(order._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(order.serviceType).toBe('Digitizing');
      expect(order.orderStatus).toBe('Pending');
      expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);
      expect(order.email).toBe(client.user.email);
      expect(order.readStatus).toBe(false);
      expect(order.digitizing).toEqual({
        orderTitle: 'Team logo',
        otherInstructions: 'Please keep the colours',
        attachment: files,
        designName: 'Eagle',
        designCategory: 'Left Chest',
        designSize: { height: 3.5, width: 4 },
        completeOrder: [],
      });
      expect(order.vector).toEqual(EMPTY.vector);
      expect(order.patches).toEqual(EMPTY.patches);
      expect(order.customApparel).toEqual(EMPTY.customApparel);
      expect(order.deliveredFiles).toEqual([]);
      expect(order).toMatchObject({
        superRush: false,
        dueAt: new Date(Date.parse(order.createdAt) + 60 * 60 * 1000).toISOString(),
        price: { amountCents: 1000, paidCents: 0, balanceCents: 1000, depositDueCents: 0 },
        proofs: [],
        estimatedShipDate: null,
        estimatedDelivery: null,
      });
      // The attachment URLs are signed and work without a client.token.
      const image = await fetch(order.digitizing.attachment[0].url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    });

    it.each([
      // Hex colours are stored lower-case.
      { key: 'vector', label: 'Vector', stored: { designColors: ['#ffffff', '#000000'] } },
      { key: 'patches', label: 'Patches', stored: {} },
      // The total of the sizes.
      { key: 'customApparel', label: 'Custom Apparel', stored: { quantity: 6 } },
    ] as const)('places a $key order, its block exactly as sent', async ({ key, label, stored }) => {
      const order = await place(key);
      expect(order.serviceType).toBe(label);
      // The attachments come back as signed links (the digitizing case checks them).
      const { attachment: _links, ...sent } = validBlock(key, []);
      expect(order[key]).toMatchObject({ ...sent, ...stored, completeOrder: [] });
      for (const other of SERVICE_KEYS.filter((k) => k !== key)) expect(order[other]).toEqual(EMPTY[other]);
    });

    it('accepts the service by key or label, in any case, URL-encoded', async () => {
      for (const service of ['custom%20apparel', 'CUSTOMAPPAREL', 'Custom%20Apparel']) {
        const response = await create(service, {
          customApparel: validBlock('customApparel', await attachments()),
        });
        expect(response.status).toBe(201);
        expect(response.body.order.serviceType).toBe('Custom Apparel');
      }
      const vector = await create('VECTOR', { vector: validBlock('vector', await attachments()) });
      expect(vector.status).toBe(201);
    });

    it('answers 404 for an unknown service', async () => {
      const response = await create('embroidery', { embroidery: {} });
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('Unknown service');
    });

    it('ignores status, owner, price, id and quantity sent by the client', async () => {
      const block = {
        ...validBlock('customApparel', await attachments()),
        quantity: 999,
        orderStatus: 'Completed',
        status: 'Completed',
        price: 0,
        _id: randomUUID(),
        user_id: other.user.id,
      };
      const response = await create('customApparel', {
        customApparel: block,
        orderStatus: 'Completed',
        email: other.user.email,
      });
      expect(response.status).toBe(201);
      const order = response.body.order as Order;
      expect(order.orderStatus).toBe('Pending');
      expect(order._id).not.toBe(block._id);
      expect(order.email).toBe(client.user.email);
      expect(order.customApparel.quantity).toBe(6);
      const row = await t.db('orders').where({ id: order._id }).first();
      expect(row.user_id).toBe(client.user.id);
      expect(row.status).toBe('Pending');
      expect(row.details).not.toHaveProperty('price');
      expect(row.details).not.toHaveProperty('status');
    });

    it('accepts numbers sent as numeric strings and answers numbers', async () => {
      const block = {
        ...validBlock('patches', await attachments()),
        designSize: { height: '2.75', width: '0' },
        quantity: '12',
      };
      const response = await create('Patches', { patches: block });
      expect(response.status).toBe(201);
      expect(response.body.order.patches.designSize).toEqual({ height: 2.75, width: 0 });
      expect(response.body.order.patches.quantity).toBe(12);
      const apparel = await create('customApparel', {
        customApparel: {
          ...validBlock('customApparel', await attachments()),
          garmentGSM: '180.5',
          sizes: [{ size: 'S', quantity: '3' }],
        },
      });
      expect(apparel.status).toBe(201);
      expect(apparel.body.order.customApparel).toMatchObject({
        garmentGSM: 180.5,
        sizes: [{ size: 'S', quantity: 3 }],
        quantity: 3,
      });
    });

    it('writes one transaction: attachments linked, an order event, notifications; no staff row written', async () => {
      const usersBefore = await t
        .db('users')
        .whereIn('id', [client.user.id, admin.user.id])
        .select('id', 'notifications_version', t.db.raw('xmin::text AS stamp'));
      const files = await attachments(2);
      const response = await create('Vector', { vector: validBlock('vector', files, 'Bulldog mascot') });
      const orderId = response.body.order._id;

      const linked = await t
        .db('files')
        .where({ order_id: orderId })
        .select('owner_id', 'revision_id', 'kind');
      expect(linked).toEqual([
        { owner_id: client.user.id, revision_id: null, kind: 'attachment' },
        { owner_id: client.user.id, revision_id: null, kind: 'attachment' },
      ]);
      const events = await t.db('order_events').where({ order_id: orderId });
      expect(events).toMatchObject([{ actor_id: client.user.id, from_status: null, to_status: 'Pending' }]);

      const notes = await t.db('notifications').where({ order_id: orderId }).orderBy('message');
      expect(notes.map((n) => [n.user_id, n.message, n.read_status])).toEqual([
        [admin.user.id, `New Vector order Bulldog mascot from ${client.user.username}`, false],
        [client.user.id, 'Your order Bulldog mascot has been placed', false],
      ]);
      const usersAfter = await t
        .db('users')
        .whereIn('id', [client.user.id, admin.user.id])
        .select('id', 'notifications_version', t.db.raw('xmin::text AS stamp'));
      for (const after of usersAfter) {
        const before = usersBefore.find((b) => b.id === after.id)!;
        expect(after.notifications_version).toBe(before.notifications_version);
      }
      // The admin hears of every unassigned client's order: their row must not be written (a lock
      // every order creation would wait on). The client's own row moves (its orders_version).
      const adminBefore = usersBefore.find((u) => u.id === admin.user.id)!;
      expect(usersAfter.find((u) => u.id === admin.user.id)!.stamp).toBe(adminBefore.stamp);
    });

    it("notifies the client's assigned employee instead of the admins", async () => {
      const { user: employee } = await t.createUser({ role: 'employee' });
      const assigned = await t.createUser();
      await t.db('users').where({ id: assigned.user.id }).update({ assign_to: employee.id });
      const order = await place('patches', assigned.token, 'Fire badge');
      const notes = await t.db('notifications').where({ order_id: order._id }).orderBy('message');
      expect(notes.map((n) => [n.user_id, n.message])).toEqual([
        [employee.id, `New Patches order Fire badge from ${assigned.user.username}`],
        [assigned.user.id, 'Your order Fire badge has been placed'],
      ]);
    });

    it('rolls everything back when an attachment is refused', async () => {
      const ordersBefore = await t.db('orders').count<{ count: number }[]>('* as count');
      const notesBefore = await t.db('notifications').count<{ count: number }[]>('* as count');
      const mine = await attachments();
      const foreign = await attachments(1, other.token);
      const response = await create('digitizing', {
        digitizing: validBlock('digitizing', [...mine, ...foreign]),
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Unknown attachment');
      expect(await t.db('orders').count('* as count')).toEqual(ordersBefore);
      expect(await t.db('notifications').count('* as count')).toEqual(notesBefore);
      // My own upload stays free for the next try.
      const id = new URL(mine[0].url).pathname.split('/')[4];
      expect((await t.db('files').where({ id }).first()).order_id).toBeNull();
    });

    it('refuses attachments that are not the caller’s own unattached uploads with 400 "Unknown attachment"', async () => {
      const used = (await place('digitizing')).digitizing.attachment;
      const foreign = await attachments(1, other.token);
      const cases = [
        foreign,
        used,
        [{ url: 'https://res.cloudinary.com/demo/image/upload/v1/sample.png', name: 'sample.png' }],
        [{ url: `${t.url}/api/v1/files/${randomUUID()}/gone.png?exp=1&sig=x`, name: 'gone.png' }],
        [{ url: 'not a url at all', name: 'x' }],
      ];
      for (const attachment of cases) {
        const response = await create('digitizing', { digitizing: validBlock('digitizing', attachment) });
        expect(response.status).toBe(400);
        expect(response.body.error).toBe('Unknown attachment');
      }
      // A delivery file (even one's own) is not an upload to attach.
      const delivery = await attachments();
      await t
        .db('files')
        .where({ id: new URL(delivery[0].url).pathname.split('/')[4] })
        .update({ kind: 'delivery' });
      const response = await create('digitizing', { digitizing: validBlock('digitizing', delivery) });
      expect(response.status).toBe(400);
    });

    it('requires a client token', async () => {
      const response = await t.request('/api/v1/order/createorder/Digitizing', {
        method: 'POST',
        body: { digitizing: validBlock('digitizing', []) },
      });
      expect(response.status).toBe(401);
      const bad = await t.request('/api/v1/order/createorder/Digitizing', {
        method: 'POST',
        token: 'not.a.token',
        body: {},
      });
      expect(bad.status).toBe(401);
      const { token: employeeToken } = await t.createUser({ role: 'employee' });
      expect((await create('Digitizing', { digitizing: {} }, employeeToken)).status).toBe(403);
    });
  });

  describe('validation (docs/product.md §Validation)', () => {
    let files: { url: string; name: string }[] = [];
    beforeAll(async () => {
      files = await attachments();
    });

    async function refused(key: ServiceKey, change: Record<string, unknown>, message: string | RegExp) {
      const block: Record<string, unknown> = { ...validBlock(key, files), ...change };
      for (const [field, value] of Object.entries(change)) if (value === undefined) delete block[field];
      const response = await create(key, { [key]: block });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.error).toMatch(message);
      expect(response.body.message).toBe(response.body.error);
      expect(response.body.details[0]).toEqual({
        path: expect.stringContaining(key),
        message: response.body.error,
      });
    }

    it('requires the order title in every service', async () => {
      for (const key of SERVICE_KEYS) {
        await refused(key, { orderTitle: undefined }, 'Order title is required');
        await refused(key, { orderTitle: '   ' }, 'Order title is required');
      }
    });

    it('requires the category selects and accepts only listed values', async () => {
      await refused('digitizing', { designCategory: undefined }, 'Design category is required');
      await refused('digitizing', { designCategory: 'Sleeve' }, 'Choose a valid design category');
      await refused('vector', { designCategory: 'Pixel' }, 'Choose a valid design category');
      await refused('patches', { patchCategory: '' }, 'Patch category is required');
      await refused('patches', { patchCategory: 'Paper Patch' }, 'Choose a valid patch category');
      await refused('customApparel', { garmentCategory: 'Kilt' }, 'Choose a valid garment category');
    });

    it('requires a listed backing for patches', async () => {
      await refused('patches', { backing: undefined }, 'Backing is required');
      await refused('patches', { backing: 'Glue' }, 'Choose a valid backing');
    });

    it('takes only listed sizes, each once, with quantity at least 1', async () => {
      await refused('customApparel', { sizes: [{ size: '5XL', quantity: 1 }] }, 'Choose a valid size');
      await refused('customApparel', { sizes: [{ size: 'M', quantity: 0 }] }, 'Quantity must be at least 1');
      await refused(
        'customApparel',
        { sizes: [{ size: 'M', quantity: 1.5 }] },
        'Quantity must be a whole number',
      );
      await refused(
        'customApparel',
        {
          sizes: [
            { size: 'M', quantity: 1 },
            { size: 'M', quantity: 2 },
          ],
        },
        'Each size once',
      );
    });

    it('requires design width and height as numbers ≥ 0, decimals allowed', async () => {
      await refused('digitizing', { designSize: undefined }, 'Design size is required');
      await refused('digitizing', { designSize: { height: 2 } }, 'Design width is required');
      await refused('vector', { designSize: { height: -1, width: 2 } }, 'Design height must be at least 0');
      await refused(
        'patches',
        { designSize: { height: 'tall', width: 2 } },
        'Design height must be a number',
      );
      await refused('digitizing', { designSize: { height: '', width: 2 } }, 'Design height is required');
      const decimals = await create('digitizing', {
        digitizing: {
          ...validBlock('digitizing', await attachments()),
          designSize: { height: 0.25, width: '0' },
        },
      });
      expect(decimals.status).toBe(201);
    });

    it('requires patch quantity ≥ 1 and garment GSM ≥ 0', async () => {
      await refused('patches', { quantity: undefined }, 'Quantity is required');
      await refused('patches', { quantity: 0 }, 'Quantity must be at least 1');
      await refused('customApparel', { garmentGSM: undefined }, 'Garment GSM is required');
      await refused('customApparel', { garmentGSM: -5 }, 'Garment GSM must be at least 0');
      const zero = await create('customApparel', {
        customApparel: { ...validBlock('customApparel', await attachments()), garmentGSM: 0 },
      });
      expect(zero.status).toBe(201);
    });

    it('refuses dates before today and malformed dates', async () => {
      await refused(
        'patches',
        { estimatedDeliveryDate: inDays(-3) },
        'Delivery date cannot be earlier than today',
      );
      await refused('patches', { estimatedDeliveryDate: undefined }, /Enter a valid date|required/);
      await refused(
        'customApparel',
        { shippingEstimatedTime: inDays(-3) },
        'Estimated delivery date cannot be earlier than today',
      );
      await refused('customApparel', { shippingEstimatedTime: '31/12/2099' }, 'Enter a valid date');
    });

    it('takes palette colours as hex only', async () => {
      await refused('vector', { designColors: ['red'] }, 'Colours are hex values like #ff0000');
      await refused('vector', { designColors: ['#123456'] }, 'Choose colours from the palette');
      await refused('patches', { designColors: ['#ffffff'] }, 'Choose colours from the palette');
      await refused('customApparel', { garmentColors: ['#GGGGGG'] }, 'Colours are hex values like #ff0000');
    });

    it('requires at least one attachment', async () => {
      for (const key of SERVICE_KEYS) {
        await refused(key, { attachment: [] }, 'Attach at least one file');
        await refused(key, { attachment: undefined }, /.+/);
      }
    });

    it('refuses a body keyed by another service or not an object', async () => {
      const response = await create('digitizing', { vector: validBlock('vector', files) });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/digitizing/);
      for (const body of [[1, 2], 'text', 42, null]) {
        const bad = await createRaw('application/json', JSON.stringify(body));
        expect(bad.status, JSON.stringify(body)).toBe(400);
      }
    });

    it('never answers 5xx for malformed bodies', async () => {
      const badJson = await createRaw('application/json', '{"digitizing": {');
      expect(badJson.status).toBe(400);

      const wrongTypes = await create('digitizing', {
        digitizing: {
          orderTitle: 12,
          designCategory: ['Left Chest'],
          designSize: 'big',
          attachment: 'x',
          otherInstructions: {},
        },
      });
      expect(wrongTypes.status).toBe(400);
      expect(wrongTypes.body.details.length).toBeGreaterThan(1);

      const huge = await create('digitizing', {
        digitizing: { ...validBlock('digitizing', files), orderTitle: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect([400, 413]).toContain(huge.status);

      const longTitle = await create('digitizing', {
        digitizing: { ...validBlock('digitizing', files), orderTitle: 'x'.repeat(5000) },
      });
      expect(longTitle.status).toBe(400);

      const form = await createRaw('application/x-www-form-urlencoded', 'digitizing=1');
      expect(form.status).toBeLessThan(500);
    });

    it('stores SQL-looking text literally', async () => {
      const title = "Robert'); DROP TABLE orders;--";
      const response = await create('digitizing', {
        digitizing: {
          ...validBlock('digitizing', await attachments(), title),
          otherInstructions: "' OR 1=1 --",
        },
      });
      expect(response.status).toBe(201);
      expect(response.body.order.digitizing.orderTitle).toBe(title);
      expect(response.body.order.digitizing.otherInstructions).toBe("' OR 1=1 --");
      expect(await t.db('orders').where({ title }).first()).toBeTruthy();
    });
  });

  describe('GET /order/getorder and /order/getorder/:orderId', () => {
    const reader = useUser(t);
    let placed: Order[] = [];

    beforeAll(async () => {
      placed = [];
      for (const key of SERVICE_KEYS) placed.push(await place(key, reader.token, `Reader ${key}`));
    });

    it("lists the caller's orders only, newest first, each the full Order shape", async () => {
      const response = await t.request('/api/v1/order/getorder', { token: reader.token });
      expect(response.status).toBe(200);
      const list = response.body as Order[];
      expect(list.map((o) => o._id)).toEqual(placed.map((o) => o._id).reverse());
      expect(list).toEqual([...placed].reverse());
      for (const order of list) {
        expect(order.email).toBe(reader.user.email);
        for (const key of SERVICE_KEYS) expect(order).toHaveProperty(key);
        expect(order.serviceType).toBe(
          LABELS[
            (SERVICE_KEYS as readonly string[]).find((k) => order[k as ServiceKey].orderTitle) as ServiceKey
          ],
        );
      }
      const empty = await t.request('/api/v1/order/getorder', { token: (await t.createUser()).token });
      expect(empty.body).toEqual([]);
    });

    it('reads a changed list in at most three queries, fetching only the orders that changed', async () => {
      // A new version with no order changed: only the orders' stamps are read.
      await moveOrdersVersion(t, reader.user.id);
      const queries: string[] = [];
      const listener = (query: { sql: string }) => queries.push(query.sql);
      t.db.on('query', listener);
      try {
        const unchanged = await t.request('/api/v1/order/getorder', { token: reader.token });
        expect(unchanged.body).toHaveLength(4);
        expect(queries.filter((sql) => /from "(orders|files)"/.test(sql))).toHaveLength(1);

        // One order changed (as another process could): its row and files are read again, by id.
        queries.length = 0;
        // Its owner's list version moves with the row (migration 0120).
        await t.db('orders').where({ id: placed[1]._id }).update({ read_status: true });
        await changesHeard(t);
        const response = await t.request('/api/v1/order/getorder', { token: reader.token });
        expect(response.body).toHaveLength(4);
        const changed = response.body.find((order: { _id: string }) => order._id === placed[1]._id);
        expect(changed.readStatus).toBe(true);
        const dataQueries = queries.filter((sql) => /from "(orders|files)"/.test(sql));
        expect(dataQueries).toHaveLength(3);
        expect(dataQueries.filter((sql) => sql.includes('= ANY('))).toHaveLength(2);
        // The same version again comes from the cache: no order or file query at all.
        queries.length = 0;
        const again = await t.request('/api/v1/order/getorder', { token: reader.token });
        expect(again.body).toEqual(response.body);
        expect(queries.filter((sql) => /from "(orders|files)"/.test(sql))).toHaveLength(0);
        // As it was, for the tests below.
        await t.db('orders').where({ id: placed[1]._id }).update({ read_status: false });
        await changesHeard(t);
      } finally {
        t.db.removeListener('query', listener);
      }
    });

    it('answers the same bytes with an ETag and 304 while nothing changed', async () => {
      const first = await t.request('/api/v1/order/getorder', { token: reader.token });
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"/);
      expect(first.headers.get('cache-control')).toBe('private, no-store');
      const second = await t.request('/api/v1/order/getorder', { token: reader.token });
      expect(second.text).toBe(first.text);
      const cached = await t.request('/api/v1/order/getorder', {
        token: reader.token,
        headers: { 'If-None-Match': etag },
      });
      expect(cached.status).toBe(304);
    });

    it('returns one own order, and 404 for someone else’s, an unknown or a malformed id', async () => {
      const mine = await t.request(`/api/v1/order/getorder/${placed[2]._id}`, { token: reader.token });
      expect(mine.status).toBe(200);
      expect(mine.body).toEqual(placed[2]);

      const foreign = await t.request(`/api/v1/order/getorder/${placed[2]._id}`, { token: other.token });
      expect(foreign.status).toBe(404);
      const unknown = await t.request(`/api/v1/order/getorder/${randomUUID()}`, { token: reader.token });
      expect(unknown.status).toBe(404);
      expect(foreign.body).toEqual(unknown.body);
      const malformed = await t.request(`/api/v1/order/getorder/not-a-uuid'--`, { token: reader.token });
      expect(malformed.status).toBe(404);
    });

    it('shows delivered files as completeOrder: [{url}] for digitizing, [url] for the rest', async () => {
      for (const order of placed) {
        const key = (SERVICE_KEYS as readonly ServiceKey[]).find((k) => order[k].orderTitle)!;
        const { token: staffToken, user: staff } = await t.createUser({ role: 'employee' });
        const delivered = await upload(t, staffToken, { name: 'final.pdf', type: 'application/pdf' });
        await t
          .db('files')
          .where({ id: new URL(delivered.url).pathname.split('/')[4], owner_id: staff.id })
          .update({ kind: 'delivery', order_id: order._id });
        const response = await t.request(`/api/v1/order/getorder/${order._id}`, { token: reader.token });
        const completed = response.body[key].completeOrder;
        expect(completed).toHaveLength(1);
        if (key === 'digitizing')
          expect(completed[0]).toEqual({ url: expect.stringContaining('/final.pdf?') });
        else expect(completed[0]).toEqual(expect.stringContaining('/final.pdf?'));
        // Deliveries are not attachments.
        expect(response.body[key].attachment).toHaveLength(1);
      }
    });

    it('needs a token', async () => {
      expect((await t.request('/api/v1/order/getorder')).status).toBe(401);
      expect((await t.request(`/api/v1/order/getorder/${placed[0]._id}`)).status).toBe(401);
    });
  });
});
