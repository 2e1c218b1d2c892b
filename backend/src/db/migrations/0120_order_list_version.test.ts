import type { Order } from '@stitchdesk/shared';
import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { PNG_BYTES, upload, validBlock } from '../../test/order-fixtures.ts';
import { changesHeard } from '../../test/orders-version.ts';
import {
  deliverFile,
  PDF_BYTES,
  placeOrder,
  postJson,
  setStatus,
  uploadForDelivery,
} from '../../test/staff.ts';
import { rectangleDst } from '../../test/stitch-designs.ts';

/*
 * The client's cached order list changes with each table an order answer reads (orders, files,
 * proofs, the owner's users row) and with the writes that reach them (revisions, payments), each made
 * the way the product makes it: no write names the list, the data moves its version (migration 0120).
 * Each change is followed at once by a list request sending the previous ETag, which must not be a 304.
 */
describe('the order list follows the data it shows', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'admin' });
  const client = useUser(t);

  interface Seen {
    etag: string;
    orders: Order[];
  }

  async function listNow(): Promise<Seen> {
    const response = await t.request<Order[]>('/api/v1/order/getorder', { token: client.token });
    expect(response.status).toBe(200);
    return { etag: response.headers.get('etag')!, orders: response.body };
  }

  /** The list after a change: a full answer to the previous ETag, with a new one. */
  async function changedSince(previous: Seen): Promise<Seen> {
    const response = await t.request<Order[]>('/api/v1/order/getorder', {
      token: client.token,
      headers: { 'If-None-Match': previous.etag },
    });
    expect(response.status).toBe(200);
    const etag = response.headers.get('etag')!;
    expect(etag).not.toBe(previous.etag);
    return { etag, orders: response.body };
  }

  const orderIn = (seen: Seen, id: string) => seen.orders.find((order) => order._id === id)!;

  /** A placed order, and the list as it is once the app has heard of everything done to it so far. */
  async function placedAndListed(key: Parameters<typeof placeOrder>[2] = 'digitizing') {
    const order = await placeOrder(t, client.token, key);
    await changesHeard(t);
    return { order, seen: await listNow() };
  }

  it('orders (an INSERT): a placed order joins the list', async () => {
    const before = await listNow();
    const order = await placeOrder(t, client.token, 'vector', 'Joins the list');
    const after = await changedSince(before);
    expect(orderIn(after, order._id).vector.orderTitle).toBe('Joins the list');
  });

  it('orders (an UPDATE): a status move and a due time staff set', async () => {
    const { order, seen } = await placedAndListed();
    const moved = await postJson(t, `/staff/orders/${order._id}/status`, staff.token, {
      status: 'In Progress',
    });
    expect(moved.status, moved.text).toBe(200);
    const inProgress = await changedSince(seen);
    expect(orderIn(inProgress, order._id).orderStatus).toBe('In Progress');

    const dueAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const due = await postJson(t, `/staff/orders/${order._id}/due`, staff.token, {
      dueAt,
      note: 'Client asked',
    });
    expect(due.status, due.text).toBe(200);
    expect(orderIn(await changedSince(inProgress), order._id).dueAt).toBe(dueAt);
  });

  it('payments: the price staff set, then a payment recorded in the ledger', async () => {
    const { order, seen } = await placedAndListed('patches');
    const priced = await postJson(t, `/staff/orders/${order._id}/price`, staff.token, {
      amountCents: 12_000,
      reason: 'Quoted by phone',
    });
    expect(priced.status, priced.text).toBe(200);
    const withPrice = await changedSince(seen);
    expect(orderIn(withPrice, order._id).price).toMatchObject({ amountCents: 12_000, paidCents: 0 });

    const paid = await postJson(t, `/staff/orders/${order._id}/payments`, staff.token, {
      amountCents: 6_000,
      method: 'cash',
    });
    expect(paid.status, paid.text).toBe(200);
    const afterPayment = await changedSince(withPrice);
    expect(orderIn(afterPayment, order._id).price).toMatchObject({ paidCents: 6_000, balanceCents: 6_000 });
  });

  it('revisions and files: a revision with a new attachment', async () => {
    const { order, seen } = await placedAndListed();
    const file = await upload(t, client.token, { name: 'second-try.png' });
    const revised = await t.request(`/api/v1/order/revision/${order._id}`, {
      method: 'PUT',
      token: client.token,
      body: {
        digitizing: {
          ...validBlock('digitizing', [{ url: file.url, name: file.name }], order.digitizing.orderTitle),
          designName: 'Heron',
        },
      },
    });
    expect(revised.status, revised.text).toBe(201);
    const after = orderIn(await changedSince(seen), order._id);
    expect(after.orderStatus).toBe('Revision Requested');
    expect(after.digitizing.designName).toBe('Heron');
  });

  it('files (an INSERT): a delivery; (an UPDATE of a column): thread codes pinned to its stops', async () => {
    const { order, seen } = await placedAndListed();
    const fileId = await deliverFile(t, staff.token, order._id, {
      name: 'crest.dst',
      type: 'application/octet-stream',
      bytes: rectangleDst(1000, 880),
    });
    const delivered = await changedSince(seen);
    expect(orderIn(delivered, order._id).deliveredFiles.map((f) => f.name)).toEqual(['crest.dst']);
    expect(orderIn(delivered, order._id).deliveredFiles[0].stitch?.threadPins).toBeUndefined();

    // Only files.thread_pins changes: no column of the order, nor any the file links by.
    const pinned = await postJson(
      t,
      `/staff/orders/${order._id}/files/${fileId}/thread-pins`,
      staff.token,
      { pins: { '1': '1043' } },
      'PUT',
    );
    expect(pinned.status, pinned.text).toBe(200);
    const withPins = orderIn(await changedSince(delivered), order._id);
    expect(withPins.deliveredFiles[0].stitch?.threadPins).toEqual({ '1': '1043' });
  });

  it('proofs (an INSERT, then an UPDATE): a proof sent, then approved by the client', async () => {
    const { order } = await placedAndListed('patches');
    await setStatus(t, order._id, 'In Progress');
    await changesHeard(t);
    const seen = await listNow();
    const fileIds = await uploadForDelivery(t, staff.token, [
      { name: 'front.png', type: 'image/png', bytes: PNG_BYTES },
      { name: 'sheet.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const sent = await postJson(t, `/staff/orders/${order._id}/proofs`, staff.token, { fileIds, note: 'v1' });
    expect(sent.status, sent.text).toBe(200);
    const proofSent = await changedSince(seen);
    const [proof] = orderIn(proofSent, order._id).proofs;
    expect(proof).toMatchObject({ note: 'v1', decision: null });
    expect(proof.files.map((f) => f.name)).toEqual(['front.png', 'sheet.pdf']);

    const approved = await postJson(t, `/order/${order._id}/proofs/${proof._id}/approve`, client.token, {});
    expect(approved.status, approved.text).toBe(200);
    const decided = orderIn(await changedSince(proofSent), order._id);
    expect(decided.proofs[0].decision).toBe('approved');
  });

  it('proofs alone: a decision written to the proof row only still reaches the list', async () => {
    // No route changes a proof without its order (each step updates both); a script or a future
    // write may, and the proof's own trigger is what this checks.
    const { order } = await placedAndListed('patches');
    await setStatus(t, order._id, 'In Progress');
    const fileIds = await uploadForDelivery(t, staff.token, [
      { name: 'front.png', type: 'image/png', bytes: PNG_BYTES },
    ]);
    expect((await postJson(t, `/staff/orders/${order._id}/proofs`, staff.token, { fileIds })).status).toBe(
      200,
    );
    await changesHeard(t);
    const seen = await listNow();
    await t.db('proofs').where({ order_id: order._id }).update({ comment: 'Seen by the shop' });
    await changesHeard(t);
    expect(orderIn(await changedSince(seen), order._id).proofs[0].comment).toBe('Seen by the shop');
  });

  it("users: the owner's e-mail, which every order of the list shows", async () => {
    // No route changes an e-mail address yet; an admin's UPDATE stands in for the one to come.
    await placedAndListed();
    const seen = await listNow();
    const email = `renamed-${client.user.id.slice(0, 8)}@example.com`;
    await t.db('users').where({ id: client.user.id }).update({ email });
    await changesHeard(t);
    const after = await changedSince(seen);
    expect(after.orders.length).toBeGreaterThan(0);
    expect(after.orders.every((order) => order.email === email)).toBe(true);
  });

  it('moves the version once per transaction, however many rows it writes, and not for an UPDATE that changes nothing', async () => {
    const { order } = await placedAndListed();
    const version = async () =>
      Number((await t.db('users').where({ id: client.user.id }).first('orders_version')).orders_version);
    const start = await version();
    await t.db.transaction(async (trx) => {
      await trx('orders').where({ id: order._id }).update({ read_status: true });
      await trx('orders').where({ user_id: client.user.id }).update({ updated_at: trx.fn.now() });
    });
    expect(await version()).toBe(start + 1);
    await t.db('orders').where({ id: order._id }).update({ read_status: true });
    expect(await version()).toBe(start + 1);
  });
});
