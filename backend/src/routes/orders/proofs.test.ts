import {
  addBusinessDays,
  formatDate,
  utcDate,
  type Order,
  type Revision,
  type StaffOrderDetail,
} from '@stitchdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { PNG_BYTES } from '../../test/order-fixtures.ts';
import { PDF_BYTES, placeOrder, postJson, setStatus, uploadForDelivery } from '../../test/staff.ts';
import { bellMessages } from '../../test/bell.ts';

/** The client's decision on a proof (issue 13), against the real database. */
describe('production workflow: the client approves or requests changes', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee' });
  const client = useUser(t, { role: 'client', username: 'Ana' });
  const stranger = useUser(t, { role: 'client' });
  // Ana's work goes to Sam: he is told of her decisions, as of her new orders.
  beforeAll(async () => {
    await t.db('users').where({ id: client.user.id }).update({ assign_to: staff.user.id });
  });

  /** An order of `key` awaiting approval of a proof made of `files`. */
  async function awaitingApproval(
    key: 'patches' | 'digitizing' | 'customApparel' = 'patches',
    title?: string,
  ) {
    const order = await placeOrder(t, client.token, key, title);
    await setStatus(t, order._id, 'In Progress');
    const fileIds = await uploadForDelivery(t, staff.token, [
      { name: 'front.png', type: 'image/png', bytes: PNG_BYTES },
      { name: 'sheet.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const sent = await postJson(t, `/staff/orders/${order._id}/proofs`, staff.token, { fileIds });
    expect(sent.status, sent.text).toBe(200);
    const body = sent.body as Order;
    return { order: body, proofId: body.proofs[body.proofs.length - 1]._id };
  }
  const approve = (orderId: string, proofId: string, token = client.token) =>
    postJson(t, `/order/${orderId}/proofs/${proofId}/approve`, token, {});
  const requestChanges = (orderId: string, proofId: string, body: unknown, token = client.token) =>
    postJson(t, `/order/${orderId}/proofs/${proofId}/request-changes`, token, body);
  const state = async (orderId: string) => ({
    order: await t.db('orders').where({ id: orderId }).first('status', 'estimated_ship_date', 'due_at'),
    proofs: await t.db('proofs').where({ order_id: orderId }).select('decision', 'comment'),
    revisions: Number((await t.db('revisions').where({ order_id: orderId }).count({ n: '*' }).first())!.n),
    events: Number((await t.db('order_events').where({ order_id: orderId }).count({ n: '*' }).first())!.n),
  });

  it('approves: who, when and the files by SHA-256 recorded; dates fixed; In Progress; both sides told', async () => {
    const { order, proofId } = await awaitingApproval('patches', 'Approved badge');
    const before = Date.now();
    const response = await approve(order._id, proofId);
    expect(response.status, response.text).toBe(200);
    const approved = response.body as Order;
    expect(approved.orderStatus).toBe('In Progress');
    expect(approved.proofs[0]).toMatchObject({ decision: 'approved', comment: null });
    expect(Date.parse(approved.proofs[0].decidedAt!)).toBeGreaterThanOrEqual(before - 1000);

    const shipDate = addBusinessDays(utcDate(new Date(approved.proofs[0].decidedAt!)), 4);
    expect(approved.estimatedShipDate).toBe(shipDate);
    expect(approved.estimatedDelivery).toEqual({
      from: addBusinessDays(shipDate, 3),
      to: addBusinessDays(shipDate, 4),
    });
    expect(approved.dueAt).toBe(`${shipDate}T23:59:59.999Z`);

    const row = await t.db('proofs').where({ id: proofId }).first();
    expect(row.decided_by).toBe(client.user.id);
    const stored = await t
      .db('files')
      .where({ proof_id: proofId })
      .orderBy('created_at')
      .select('id', 'name', 'sha256');
    expect(row.approved_files).toEqual(stored.map((f) => ({ fileId: f.id, name: f.name, sha256: f.sha256 })));
    for (const file of stored) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);

    const toClient = await bellMessages(t, client.user.id, order._id);
    expect(toClient).toContain(
      `You approved the proof of Approved badge: it is estimated to ship on ${formatDate(shipDate)} and to arrive between ` +
        `${formatDate(approved.estimatedDelivery!.from)} and ${formatDate(approved.estimatedDelivery!.to)}`,
    );
    const toStaff = await bellMessages(t, staff.user.id, order._id);
    expect(toStaff).toContain('Ana approved the proof of Approved badge');
    const detail = (
      await t.request<StaffOrderDetail>(`/api/v1/staff/orders/${order._id}`, { token: staff.token })
    ).body;
    const step = detail.events.find((e) => e.kind === 'approved')!;
    expect(step).toMatchObject({
      fromStatus: 'Awaiting Approval',
      toStatus: 'In Progress',
      actor: { id: client.user.id },
    });
    expect(step.note).toContain(`sha256:${stored[0].sha256}`);
  });

  it('approves a digitizing proof without dates (the optional step for digital work)', async () => {
    const { order, proofId } = await awaitingApproval('digitizing');
    const response = await approve(order._id, proofId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      orderStatus: 'In Progress',
      estimatedShipDate: null,
      estimatedDelivery: null,
    });
    expect(response.body.dueAt).toBe(order.dueAt);
  });

  it('requests changes: the comment is kept on the proof and becomes a revision; Revision Requested', async () => {
    const { order, proofId } = await awaitingApproval('patches', 'Changed badge');
    const response = await requestChanges(order._id, proofId, {
      comment: 'Make the letters bigger\nand gold',
    });
    expect(response.status, response.text).toBe(200);
    const changed = response.body as Order;
    expect(changed.orderStatus).toBe('Revision Requested');
    expect(changed.proofs[0]).toMatchObject({
      decision: 'changes-requested',
      comment: 'Make the letters bigger\nand gold',
    });
    // The order's own instructions stay; the revision carries the comment in the spec's shape.
    expect(changed.patches.otherInstructions).toBe('Please keep the colours');
    const { revisions } = (
      await t.request<{ revisions: Revision[] }>('/api/v1/order/get/revision', {
        token: client.token,
      })
    ).body;
    const revision = revisions.find((r) => r.orderId === order._id)!;
    expect(revision.orderStatus).toBe('Revision Requested');
    expect(revision.changes.patches).toMatchObject({
      orderTitle: 'Changed badge',
      otherInstructions: 'Make the letters bigger\nand gold',
      patchCategory: 'Woven Patch',
    });
    const toStaff = await bellMessages(t, staff.user.id, order._id);
    expect(toStaff).toContain('Ana requested changes to the proof of Changed badge');

    // Staff answer with a new proof straight from Revision Requested.
    const [file] = await uploadForDelivery(t, staff.token, [
      { name: 'v2.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const again = await postJson(t, `/staff/orders/${order._id}/proofs`, staff.token, { fileIds: [file] });
    expect(again.body.orderStatus).toBe('Awaiting Approval');
    expect(again.body.proofs.map((p: { decision: string | null }) => p.decision)).toEqual([
      'changes-requested',
      null,
    ]);
  });

  it('carries pictures with a change request: shown on the proof, kept as the revision’s attachments', async () => {
    const { order, proofId } = await awaitingApproval('patches', 'Pictured badge');
    const [picture] = await uploadForDelivery(t, client.token, [
      { name: 'like-this.png', type: 'image/png', bytes: PNG_BYTES },
    ]);
    const [staffFile] = await uploadForDelivery(t, staff.token, [
      { name: 'not-yours.png', type: 'image/png', bytes: PNG_BYTES },
    ]);
    // Someone else's upload is refused and nothing changes.
    const refused = await requestChanges(order._id, proofId, { comment: 'Like this', fileIds: [staffFile] });
    expect(refused.status).toBe(400);
    expect((await state(order._id)).proofs[0].decision).toBeNull();

    const response = await requestChanges(order._id, proofId, { comment: 'Like this', fileIds: [picture] });
    expect(response.status, response.text).toBe(200);
    const proof = (response.body as Order).proofs[0];
    expect(proof.commentFiles.map((f) => f.name)).toEqual(['like-this.png']);
    const download = new URL(proof.commentFiles[0].url);
    expect((await t.request(download.pathname + download.search)).status).toBe(200);
    const row = await t.db('files').where({ id: picture }).first();
    expect(row.order_id).toBe(order._id);
    expect(row.revision_id).not.toBeNull();
    // Not one of the order's own attachments.
    expect((response.body as Order).patches.attachment.map((f) => f.name)).not.toContain('like-this.png');
  });

  it.each([
    ['no comment', {}],
    ['an empty comment', { comment: '   ' }],
    ['only control characters', { comment: '\u0001\u0002' }],
    ['a NUL', { comment: 'ok\u0000' }],
    ['a comment too long', { comment: 'x'.repeat(5001) }],
  ])('refuses a change request with %s (400), storing nothing', async (_label, body) => {
    const { order, proofId } = await awaitingApproval();
    const before = await state(order._id);
    const response = await requestChanges(order._id, proofId, body);
    expect(response.status, response.text).toBe(400);
    expect(await state(order._id)).toEqual(before);
  });

  it("answers 404 for someone else's order, another order's proof and unknown ids; 403 for staff", async () => {
    const { order, proofId } = await awaitingApproval();
    const other = await awaitingApproval();
    const before = await state(order._id);
    expect((await approve(order._id, proofId, stranger.token)).status).toBe(404);
    expect((await requestChanges(order._id, proofId, { comment: 'no' }, stranger.token)).status).toBe(404);
    const crossed = await approve(order._id, other.proofId);
    expect(crossed.status).toBe(404);
    expect(crossed.body.error).toBe('Proof not found');
    expect((await approve(order._id, crypto.randomUUID())).status).toBe(404);
    expect((await approve(order._id, 'not-a-proof')).status).toBe(404);
    expect((await approve('not-an-order', proofId)).status).toBe(404);
    const asStaff = await approve(order._id, proofId, staff.token);
    expect(asStaff.status).toBe(403);
    expect(
      (await t.request(`/api/v1/order/${order._id}/proofs/${proofId}/approve`, { method: 'POST' })).status,
    ).toBe(401);
    expect(await state(order._id)).toEqual(before);
    expect((await state(other.order._id)).proofs).toEqual([{ decision: null, comment: null }]);
  });

  it('refuses (409) a proof already decided, a superseded proof, and an order no longer awaiting approval', async () => {
    const { order, proofId } = await awaitingApproval();
    expect((await approve(order._id, proofId)).status).toBe(200);
    const twice = await approve(order._id, proofId);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('This proof has already been decided.');
    expect((await requestChanges(order._id, proofId, { comment: 'late' })).status).toBe(409);

    const second = await awaitingApproval();
    const [file] = await uploadForDelivery(t, staff.token, [
      { name: 'v2.png', type: 'image/png', bytes: PNG_BYTES },
    ]);
    const newer = await postJson(t, `/staff/orders/${second.order._id}/proofs`, staff.token, {
      fileIds: [file],
    });
    expect(newer.status).toBe(200);
    const superseded = await approve(second.order._id, second.proofId);
    expect(superseded.status).toBe(409);
    expect(superseded.body.error).toBe('A newer proof has replaced this one.');

    const third = await awaitingApproval();
    await postJson(t, `/staff/orders/${third.order._id}/status`, staff.token, { status: 'Cancelled' });
    const cancelled = await approve(third.order._id, third.proofId);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error).toBe('This order is not awaiting approval.');
  });

  it('lets exactly one of two parallel decisions through (the order row is locked); the other gets 409', async () => {
    const { order, proofId } = await awaitingApproval();
    const responses = await Promise.all([
      approve(order._id, proofId),
      approve(order._id, proofId),
      requestChanges(order._id, proofId, { comment: 'Wait' }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const after = await state(order._id);
    expect(after.proofs).toHaveLength(1);
    const decisions = await t
      .db('order_events')
      .where({ order_id: order._id })
      .whereIn('kind', ['approved', 'changes-requested']);
    expect(decisions).toHaveLength(1);
  });

  it('keeps a new proof and an approval racing consistent: the approved proof is never the latest undecided one', async () => {
    const { order, proofId } = await awaitingApproval();
    const [file] = await uploadForDelivery(t, staff.token, [
      { name: 'v2.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const [approval, newer] = await Promise.all([
      approve(order._id, proofId),
      postJson(t, `/staff/orders/${order._id}/proofs`, staff.token, { fileIds: [file] }),
    ]);
    // Whoever got the order's lock first, the second proof supersedes or follows the first.
    expect(newer.status).toBe(200);
    expect([200, 409]).toContain(approval.status);
    const proofs = await t
      .db('proofs')
      .where({ order_id: order._id })
      .orderBy('created_at')
      .select('id', 'decision');
    expect(proofs).toHaveLength(2);
    expect(proofs[1]).toMatchObject({ decision: null });
    expect(proofs[0].decision).toBe(approval.status === 200 ? 'approved' : null);
    expect((await state(order._id)).order.status).toBe('Awaiting Approval');
  });
});
