import { randomUUID } from 'node:crypto';
import type { Order, Revision, ServiceKey } from '@stitchdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { inDays, upload, validBlock } from '../../test/order-fixtures.ts';

describe('revisions API', () => {
  const t = useTestContext();
  const client = useUser(t);
  const other = useUser(t);
  const admin = useUser(t, { role: 'admin' });

  async function newFile(as = client.token) {
    const up = await upload(t, as, { name: 'revision-ref.png' });
    return { url: up.url, name: up.name };
  }

  async function place(key: ServiceKey, title: string, as = client.token): Promise<Order> {
    const response = await t.request(`/api/v1/order/createorder/${key}`, {
      method: 'POST',
      token: as,
      body: { [key]: validBlock(key, [await newFile(as)], title) },
    });
    expect(response.status).toBe(201);
    return response.body.order;
  }

  const revise = (orderId: string, body: unknown, as = client.token) =>
    t.request(`/api/v1/order/revision/${orderId}`, { method: 'PUT', token: as, body });

  describe('PUT /order/revision/:orderId', () => {
    it('keeps the design name and instructions a revision leaves out', async () => {
      const order = await place('digitizing', 'Cap front');
      const response = await revise(order._id, {
        digitizing: {
          orderTitle: 'Cap front',
          designCategory: '3D Puffs',
          designSize: { height: 2, width: 4 },
        },
      });
      expect(response.status).toBe(201);
      const updated = (await t.request(`/api/v1/order/getorder/${order._id}`, { token: client.token }))
        .body as Order;
      expect(updated.digitizing.designName).toBe(order.digitizing.designName);
      expect(updated.digitizing.designName).not.toBe('');
      expect(updated.digitizing.otherInstructions).toBe(order.digitizing.otherInstructions);
      expect(updated.digitizing.designCategory).toBe('3D Puffs');
    });

    it('records the revision, updates the order and moves it to Revision Requested', async () => {
      const order = await place('vector', 'Crest redo');
      const added = await newFile();
      const block = {
        ...validBlock('vector', [...order.vector.attachment, added], 'Crest redo'),
        otherInstructions: 'Thinner outline please',
        designColors: ['#000000'],
        designSize: { height: '8', width: 9.5 },
      };
      const response = await revise(order._id, { vector: block });
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Revision submitted successfully');
      const revision = response.body.revision as Revision;
      expect(Object.keys(revision).sort()).toEqual([
        '_id',
        'changes',
        'createdAt',
        'orderId',
        'orderNumber',
        'orderStatus',
      ]);
      expect(revision.orderId).toBe(order._id);
      expect(revision.orderNumber).toBe(order.number);
      expect(revision.orderStatus).toBe('Revision Requested');
      expect(new Date(revision.createdAt).toISOString()).toBe(revision.createdAt);
      expect(revision.changes).toEqual({
        vector: {
          orderTitle: 'Crest redo',
          otherInstructions: 'Thinner outline please',
          attachment: [{ url: expect.stringContaining('/revision-ref.png?'), name: 'revision-ref.png' }],
          designName: 'Crest',
          designColors: ['#000000'],
          designCategory: 'Color Separation',
          designSize: { height: 8, width: 9.5 },
          completeOrder: [],
        },
      });

      const updated = (await t.request(`/api/v1/order/getorder/${order._id}`, { token: client.token }))
        .body as Order;
      expect(updated.orderStatus).toBe('Revision Requested');
      expect(updated.vector).toMatchObject({
        otherInstructions: 'Thinner outline please',
        designColors: ['#000000'],
        designSize: { height: 8, width: 9.5 },
      });
      // The order's own attachments stay its own; the new file belongs to the revision.
      expect(updated.vector.attachment).toEqual(order.vector.attachment);
      const addedId = new URL(added.url).pathname.split('/')[4];
      const addedRow = await t.db('files').where({ id: addedId }).first();
      expect(addedRow).toMatchObject({ order_id: order._id, revision_id: revision._id });

      const events = await t.db('order_events').where({ order_id: order._id }).orderBy('created_at');
      expect(events.map((e) => [e.from_status, e.to_status, e.actor_id])).toEqual([
        [null, 'Pending', client.user.id],
        ['Pending', 'Revision Requested', client.user.id],
      ]);
      const notes = await t
        .db('notifications')
        .where({ order_id: order._id })
        .orderBy('created_at')
        .orderBy('message');
      expect(notes.map((n) => [n.user_id, n.message])).toEqual([
        [admin.user.id, `New Vector order Crest redo from ${client.user.username}`],
        [client.user.id, 'Your order Crest redo has been placed'],
        [admin.user.id, 'Revision requested on Crest redo'],
        [client.user.id, 'Your revision for Crest redo has been received'],
      ]);
    });

    it('keeps order fields the revision leaves out (optional in the edit form)', async () => {
      const order = await place('digitizing', 'Cap logo');
      const response = await revise(order._id, {
        digitizing: { orderTitle: 'Cap logo', otherInstructions: 'Add a border' },
      });
      expect(response.status).toBe(201);
      expect(response.body.revision.changes.digitizing).toMatchObject({
        orderTitle: 'Cap logo',
        otherInstructions: 'Add a border',
        attachment: [],
        designCategory: '',
        designSize: null,
        completeOrder: [],
      });
      const updated = (await t.request(`/api/v1/order/getorder/${order._id}`, { token: client.token }))
        .body as Order;
      expect(updated.digitizing).toMatchObject({
        otherInstructions: 'Add a border',
        designCategory: 'Left Chest',
        designSize: { height: 3.5, width: 4 },
      });
    });

    it('recomputes the apparel quantity from the revised sizes', async () => {
      const order = await place('customApparel', 'Team hoodies');
      const response = await revise(order._id, {
        customApparel: {
          ...validBlock('customApparel', [], 'Team hoodies'),
          sizes: [
            { size: 'S', quantity: 10 },
            { size: 'L', quantity: '5' },
          ],
          quantity: 1,
        },
      });
      expect(response.status).toBe(201);
      expect(response.body.revision.changes.customApparel.quantity).toBe(15);
      const updated = (await t.request(`/api/v1/order/getorder/${order._id}`, { token: client.token }))
        .body as Order;
      expect(updated.customApparel.quantity).toBe(15);
    });

    it('refuses a changed title', async () => {
      const order = await place('patches', 'Badge');
      const response = await revise(order._id, { patches: validBlock('patches', [], 'Another badge') });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('The order title cannot be changed');
      expect((await t.db('revisions').where({ order_id: order._id })).length).toBe(0);
    });

    it('answers 409 once the order can no longer be revised', async () => {
      for (const status of ['In Production', 'Shipped', 'Cancelled'] as const) {
        const order = await place('patches', `Locked ${status}`);
        await t.db('orders').where({ id: order._id }).update({ status });
        const response = await revise(order._id, { patches: validBlock('patches', [], `Locked ${status}`) });
        expect(response.status).toBe(409);
        expect(response.body.error).toBe(`This order can no longer be revised: it is ${status}`);
      }
      for (const status of ['In Progress', 'Completed', 'Revision Requested'] as const) {
        const order = await place('digitizing', `Open ${status}`);
        await t.db('orders').where({ id: order._id }).update({ status });
        const response = await revise(order._id, {
          digitizing: validBlock('digitizing', [], `Open ${status}`),
        });
        expect(response.status).toBe(201);
      }
    });

    it('answers 404 for someone else’s order, an unknown or malformed id, without revealing which', async () => {
      const theirs = await place('digitizing', 'Not yours', other.token);
      const foreign = await revise(theirs._id, { digitizing: validBlock('digitizing', [], 'Not yours') });
      const unknown = await revise(randomUUID(), { digitizing: validBlock('digitizing', [], 'Not yours') });
      const malformed = await revise('123', { digitizing: {} });
      expect([foreign.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
      expect(foreign.body).toEqual(unknown.body);
      expect((await t.db('orders').where({ id: theirs._id }).first()).status).toBe('Pending');
    });

    it("refuses another client's upload or another order's files as attachments", async () => {
      const order = await place('digitizing', 'Mine');
      const foreignFile = await newFile(other.token);
      const response = await revise(order._id, {
        digitizing: validBlock('digitizing', [foreignFile], 'Mine'),
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Unknown attachment');
      const otherOrder = await place('digitizing', 'Other of mine');
      const elsewhere = await revise(order._id, {
        digitizing: validBlock('digitizing', otherOrder.digitizing.attachment, 'Mine'),
      });
      expect(elsewhere.status).toBe(400);
      expect((await t.db('orders').where({ id: order._id }).first()).status).toBe('Pending');
    });

    it('validates the block of the order’s own service (docs/product.md §Validation, edits)', async () => {
      const vector = await place('vector', 'Edit rules');
      const wrongKey = await revise(vector._id, { digitizing: validBlock('digitizing', [], 'Edit rules') });
      expect(wrongKey.status).toBe(400);
      expect(wrongKey.body.error).toBe('The body must be an object keyed "vector"');
      const noCategory = await revise(vector._id, { vector: { orderTitle: 'Edit rules' } });
      expect(noCategory.status).toBe(400);
      expect(noCategory.body.error).toBe('Design category is required');

      const apparel = await place('customApparel', 'Apparel rules');
      const noGsm = await revise(apparel._id, {
        customApparel: { ...validBlock('customApparel', [], 'Apparel rules'), garmentGSM: undefined },
      });
      expect(noGsm.body.error).toBe('Garment GSM is required');
      const pastDate = await revise(apparel._id, {
        customApparel: {
          ...validBlock('customApparel', [], 'Apparel rules'),
          shippingEstimatedTime: inDays(-5),
        },
      });
      expect(pastDate.body.error).toBe('Estimated delivery date cannot be earlier than today');

      const patches = await place('patches', 'Patch rules');
      const noDate = await revise(patches._id, {
        patches: { orderTitle: 'Patch rules', estimatedDeliveryDate: '' },
      });
      expect(noDate.status).toBe(201);
      const pastPatch = await revise(patches._id, {
        patches: { orderTitle: 'Patch rules', estimatedDeliveryDate: inDays(-5) },
      });
      expect(pastPatch.body.error).toBe('Delivery date cannot be earlier than today');
      const badJson = await t.request(`/api/v1/order/revision/${patches._id}`, {
        method: 'PUT',
        token: client.token,
        body: '{"patches":',
        headers: { 'content-type': 'application/json' },
      });
      expect(badJson.status).toBe(400);
    });

    it('requires a client token', async () => {
      const order = await place('digitizing', 'Token check');
      const response = await t.request(`/api/v1/order/revision/${order._id}`, {
        method: 'PUT',
        body: { digitizing: validBlock('digitizing', [], 'Token check') },
      });
      expect(response.status).toBe(401);
    });
  });

  describe('GET /order/get/revision and /order/revision/single/:id', () => {
    const reader = useUser(t);
    let revisions: Revision[] = [];
    let order: Order;

    beforeAll(async () => {
      order = await place('patches', 'Listed', reader.token);
      revisions = [];
      for (const note of ['first', 'second']) {
        const response = await revise(
          order._id,
          {
            patches: {
              ...validBlock('patches', [await newFile(reader.token)], 'Listed'),
              otherInstructions: note,
            },
          },
          reader.token,
        );
        revisions.push(response.body.revision);
      }
    });

    it("lists the caller's revisions newest first, with the order's current status", async () => {
      await t.db('orders').where({ id: order._id }).update({ status: 'In Progress' });
      const response = await t.request('/api/v1/order/get/revision', { token: reader.token });
      expect(response.status).toBe(200);
      const list = response.body.revisions as Revision[];
      expect(list.map((r) => r._id)).toEqual([revisions[1]._id, revisions[0]._id]);
      expect(list.map((r) => r.changes.patches!.otherInstructions)).toEqual(['second', 'first']);
      for (const revision of list) {
        expect(revision.orderStatus).toBe('In Progress');
        expect(revision.changes.patches!.attachment).toHaveLength(1);
      }
      expect(list[1]).toEqual({ ...revisions[0], orderStatus: 'In Progress' });

      const none = await t.request('/api/v1/order/get/revision', { token: other.token });
      expect(none.body.revisions.every((r: Revision) => r.orderId !== order._id)).toBe(true);
    });

    it('returns one own revision, 404 for another client’s, an unknown or a malformed id', async () => {
      const mine = await t.request(`/api/v1/order/revision/single/${revisions[0]._id}`, {
        token: reader.token,
      });
      expect(mine.status).toBe(200);
      expect(mine.body._id).toBe(revisions[0]._id);
      expect(mine.body.changes.patches.otherInstructions).toBe('first');
      expect(Object.keys(mine.body.changes)).toEqual(['patches']);

      const foreign = await t.request(`/api/v1/order/revision/single/${revisions[0]._id}`, {
        token: other.token,
      });
      const unknown = await t.request(`/api/v1/order/revision/single/${randomUUID()}`, {
        token: reader.token,
      });
      const malformed = await t.request('/api/v1/order/revision/single/nope', { token: reader.token });
      expect([foreign.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
    });

    it('needs a token', async () => {
      expect((await t.request('/api/v1/order/get/revision')).status).toBe(401);
      expect((await t.request(`/api/v1/order/revision/single/${revisions[0]._id}`)).status).toBe(401);
    });
  });
});
