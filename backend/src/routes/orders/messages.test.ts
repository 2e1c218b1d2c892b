import { TEXT_NOT_ALLOWED, type OrderMessage, type OrderMessagesResponse } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../lib/mail-message.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { PNG_BYTES } from '../../test/order-fixtures.ts';
import { placeOrder, postJson, uploadForDelivery } from '../../test/staff.ts';

/** An order's message thread (issue 26), both sides, against the real database. */
describe('order messages', () => {
  let t: TestContext;
  const sent: MailMessage[] = [];
  let sam: { id: string; token: string };
  let other: { id: string; token: string };
  let ana: { id: string; token: string };
  let stranger: { token: string };

  beforeAll(async () => {
    // SMTP is outside our system: a recording mailer stands in for it.
    t = await createTestContext({ mailer: { send: async (mail) => void sent.push(mail) } });
    const s = await t.createUser({ role: 'employee', username: 'Sam' });
    sam = { id: s.user.id, token: s.token };
    const o = await t.createUser({ role: 'employee', username: 'Olga' });
    other = { id: o.user.id, token: o.token };
    const c = await t.createUser({ role: 'client', username: 'Ana' });
    ana = { id: c.user.id, token: c.token };
    await t.db('users').where({ id: ana.id }).update({ assign_to: sam.id });
    stranger = { token: (await t.createUser({ role: 'client' })).token };
  });
  afterAll(() => t.close());

  const counts = async (orderId: string) => ({
    messages: Number(
      (await t.db('order_messages').where({ order_id: orderId }).count({ n: '*' }).first())!.n,
    ),
    notifications: Number(
      (await t.db('notifications').where({ order_id: orderId }).count({ n: '*' }).first())!.n,
    ),
  });

  it('a client’s message on an order staff gave to another employee tells that employee, who opens the thread', async () => {
    const order = await placeOrder(t, ana.token, 'digitizing', 'Handed over');
    const admin = await t.createUser({ role: 'admin' });
    const assigned = await postJson(t, `/staff/orders/${order._id}/assignee`, admin.token, {
      employeeId: other.id,
    });
    expect(assigned.status).toBe(200);
    expect((await postJson(t, `/order/${order._id}/messages`, ana.token, { body: 'Any news?' })).status).toBe(
      201,
    );
    const told = await t
      .db('notifications')
      .where({ order_id: order._id })
      .whereNot({ user_id: ana.id })
      .whereLike('message', '%wrote%');
    expect(told.map((n) => [n.user_id, n.message])).toEqual([
      [other.id, `Ana wrote about order #${order.number} Handed over`],
    ]);
    const thread = await t.request(`/api/v1/staff/orders/${order._id}/messages`, { token: other.token });
    expect(thread.status).toBe(200);
  });

  it('a client writes with a picture: stored, the assigned employee told (bell and e-mail), unread for the shop', async () => {
    const order = await placeOrder(t, ana.token, 'digitizing', 'Club crest');
    const [pictureId] = await uploadForDelivery(t, ana.token, [
      { name: 'crest.png', type: 'image/png', bytes: PNG_BYTES },
    ]);
    const before = await counts(order._id);
    sent.length = 0;
    const response = await postJson(t, `/order/${order._id}/messages`, ana.token, {
      body: 'Can the red be darker?\nThanks',
      fileIds: [pictureId],
    });
    expect(response.status, response.text).toBe(201);
    const item = response.body.item as OrderMessage;
    expect(item).toMatchObject({ side: 'client', author: 'Ana', body: 'Can the red be darker?\nThanks' });
    expect(item.files.map((f) => f.name)).toEqual(['crest.png']);

    const after = await counts(order._id);
    expect(after.messages).toBe(before.messages + 1);
    const bell = await t.db('notifications').where({ order_id: order._id, user_id: sam.id });
    expect(bell.map((n) => n.message)).toContain(`Ana wrote about order #${order.number} Club crest`);
    // E-mail goes through the job queue: wait for the worker to hand it to the mailer.
    await vi.waitFor(() =>
      expect(sent.map((m) => m.subject)).toEqual([`Ana wrote about order #${order.number} Club crest`]),
    );
    expect(sent[0].text).toContain(`/staff/orders/${order._id}`);

    // The picture is the message's, not one of the order's attachments.
    const mine = await t.request(`/api/v1/order/getorder/${order._id}`, { token: ana.token });
    expect(JSON.stringify(mine.body.digitizing.attachment)).not.toContain('crest.png');
    const picture = await t.request(new URL(item.files[0].url).pathname + new URL(item.files[0].url).search);
    expect(picture.status).toBe(200);

    // Staff see it unread once, then read; the client's own message is never unread for the client.
    const first = await t.request(`/api/v1/staff/orders/${order._id}/messages`, { token: sam.token });
    expect(first.status).toBe(200);
    expect((first.body as OrderMessagesResponse).messages.map((m) => m.unread)).toEqual([true]);
    const second = await t.request(`/api/v1/staff/orders/${order._id}/messages`, { token: sam.token });
    expect((second.body as OrderMessagesResponse).messages.map((m) => m.unread)).toEqual([false]);

    // The shop answers: the client is told, and sees it unread, newest last.
    sent.length = 0;
    const reply = await postJson(t, `/staff/orders/${order._id}/messages`, sam.token, { body: 'Yes, done.' });
    expect(reply.status, reply.text).toBe(201);
    const anaEmail = (await t.db('users').where({ id: ana.id }).first()).email;
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toEqual([anaEmail]));
    const unread = await t.request('/api/v1/order/messages/unread', { token: ana.token });
    expect(unread.body).toEqual({ unread: { [order._id]: 1 } });
    const thread = await t.request(`/api/v1/order/${order._id}/messages`, { token: ana.token });
    const messages = (thread.body as OrderMessagesResponse).messages;
    expect(messages.map((m) => [m.side, m.body, m.unread])).toEqual([
      ['client', 'Can the red be darker?\nThanks', false],
      ['shop', 'Yes, done.', true],
    ]);
    // Read now: My Orders no longer marks it.
    expect((await t.request('/api/v1/order/messages/unread', { token: ana.token })).body).toEqual({
      unread: {},
    });
  });

  it('another client’s order is 404 for reading and writing, and nothing is stored', async () => {
    const order = await placeOrder(t, ana.token);
    const before = await counts(order._id);
    const read = await t.request(`/api/v1/order/${order._id}/messages`, { token: stranger.token });
    expect(read.status).toBe(404);
    const write = await postJson(t, `/order/${order._id}/messages`, stranger.token, { body: 'Hello' });
    expect(write.status).toBe(404);
    expect(await counts(order._id)).toEqual(before);
  });

  it('staff see only the orders their policy shows: another employee’s client is 404', async () => {
    const order = await placeOrder(t, ana.token);
    const read = await t.request(`/api/v1/staff/orders/${order._id}/messages`, { token: other.token });
    expect(read.status).toBe(404);
    const write = await postJson(t, `/staff/orders/${order._id}/messages`, other.token, { body: 'Hi' });
    expect(write.status).toBe(404);
    expect((await counts(order._id)).messages).toBe(0);
  });

  it('refuses an empty body, a NUL, too long a text, and someone else’s file, storing nothing', async () => {
    const order = await placeOrder(t, ana.token);
    const [theirs] = await uploadForDelivery(t, sam.token, [
      { name: 'x.png', type: 'image/png', bytes: PNG_BYTES },
    ]);
    const before = await counts(order._id);
    for (const body of [
      { body: '   ' },
      { body: 'a\u0000b' },
      { body: 'x'.repeat(5001) },
      { body: 'Look', fileIds: [theirs] },
      { body: 'Look', fileIds: ['not-a-uuid'] },
    ]) {
      const response = await postJson(t, `/order/${order._id}/messages`, ana.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await counts(order._id)).toEqual(before);
    expect((await t.db('files').where({ id: theirs }).first()).order_id).toBeNull();
  });

  it('keeps newline and tab, refuses other control characters (400) and stores nothing', async () => {
    const order = await placeOrder(t, ana.token);
    const response = await postJson(t, `/order/${order._id}/messages`, ana.token, {
      body: 'one\ttwo\r\nthree',
    });
    expect(response.status).toBe(201);
    expect(response.body.item.body).toBe('one\ttwo\nthree');
    const before = await counts(order._id);
    const refused = await postJson(t, `/order/${order._id}/messages`, ana.token, { body: 'one\u0007two' });
    expect([refused.status, refused.body.error]).toEqual([400, TEXT_NOT_ALLOWED]);
    expect(await counts(order._id)).toEqual(before);
  });
});
