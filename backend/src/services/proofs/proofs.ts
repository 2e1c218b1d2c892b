import type { Knex } from 'knex';
import {
  PHYSICAL_SERVICES,
  PROOF_CONTENT_TYPES,
  canSendProof,
  datesAfterApproval,
  endOfDate,
  type EstimatedDates,
} from '@stitchdesk/shared';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { FileRow, OrderRow, ProofRow, RevisionRow } from '../../db/rows.ts';
import { isUuid } from '../../lib/ids.ts';
import { UNKNOWN_ATTACHMENT } from '../files/files.ts';
import { notifyClientsStaff } from '../notifications/notifications.ts';
import { ORDER_NOT_FOUND, REVISION_COLUMNS, findOrderOfUser, type Client } from '../orders/order-rows.ts';
import { PROOF_COLUMNS } from './proofs-query.ts';
import { lockVisibleOrder } from '../orders/visible.ts';
import type { OrderChange } from '../production/transitions.ts';
import type { StaffViewer } from '../orders/viewer.ts';
import {
  NOT_AWAITING_APPROVAL,
  PROOF_DECIDED,
  PROOF_FILE_TYPE,
  PROOF_NOT_FOUND,
  PROOF_SUPERSEDED,
  UNKNOWN_PROOF_FILE,
  approvedMessage,
  cannotProofMessage,
  changesRequestedMessage,
  proofReadyMessage,
  staffApprovedMessage,
  staffChangesRequestedMessage,
} from '../production/messages.ts';
import { recordStep } from '../production/step.ts';
import { emitWebhookEvent, orderRef } from '../webhooks/events.ts';
import { oldestFirst } from '../../db/oldest-first.ts';

const PROOF_TYPES: readonly string[] = PROOF_CONTENT_TYPES;

/** The order's newest proof, if any. */
async function latestProof(trx: Knex.Transaction, orderId: string): Promise<ProofRow | undefined> {
  return trx<ProofRow>('proofs')
    .select(...PROOF_COLUMNS)
    .where({ order_id: orderId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first();
}

/**
 * Staff send a proof: their own uploads, not attached anywhere, images or PDF, become the proof's
 * files; the order moves to Awaiting Approval (from In Progress, Revision Requested, or Awaiting
 * Approval, where the new proof supersedes the undecided one). One transaction, the order and the
 * files locked, so a proof and an approval cannot cross.
 */
export async function sendProof(
  db: Knex,
  viewer: StaffViewer,
  input: { orderId: string; fileIds: readonly string[]; note: string },
): Promise<OrderChange> {
  return db.transaction(async (trx) => {
    const order = await lockVisibleOrder(trx, viewer, input.orderId);
    if (!canSendProof(order.status)) throw conflict(cannotProofMessage(order.status));

    const ids = [...new Set(input.fileIds.map((id) => id.toLowerCase()))];
    const usable = await trx<FileRow>('files')
      .select('id', 'content_type')
      .whereIn('id', ids)
      .andWhere({ owner_id: viewer.id, kind: 'attachment', order_id: null, revision_id: null })
      .forUpdate();
    if (usable.length !== ids.length) {
      throw badRequest(UNKNOWN_PROOF_FILE, [{ path: 'fileIds', message: UNKNOWN_PROOF_FILE }]);
    }
    if (usable.some((file) => !PROOF_TYPES.includes(file.content_type))) {
      throw badRequest(PROOF_FILE_TYPE, [{ path: 'fileIds', message: PROOF_FILE_TYPE }]);
    }

    const [proof] = await trx('proofs')
      // The time of the insert, not of the transaction's start: a proof that waited for the order's
      // lock is newer than the one it waited for, and "latest" must say so.
      .insert({
        order_id: order.id,
        created_by: viewer.id,
        note: input.note,
        created_at: trx.raw('clock_timestamp()'),
      })
      .returning<ProofRow[]>([...PROOF_COLUMNS]);
    await trx('files').whereIn('id', ids).update({ kind: 'proof', order_id: order.id, proof_id: proof.id });

    const message = proofReadyMessage(order.title);
    const count = `${ids.length} ${ids.length === 1 ? 'file' : 'files'}`;
    const updated = await recordStep(trx, {
      order,
      actorId: viewer.id,
      kind: 'proof',
      note: input.note ? `Proof sent (${count}): ${input.note}` : `Proof sent (${count})`,
      clientMessage: message,
      to: 'Awaiting Approval',
    });
    await emitWebhookEvent(trx, order.user_id, 'proof.sent', {
      ...orderRef(updated),
      proofId: proof.id,
      note: input.note,
      sentAt: proof.created_at.toISOString(),
    });
    return {
      order: updated,
      client: { id: order.user_id, username: order.client_username, email: order.client_email },
      message,
    };
  });
}

/** What the client's decision leaves behind, for the route's answer and the e-mail. */
export interface DecisionResult {
  order: OrderRow;
  message: string;
}

/**
 * The client's own order (locked) and the proof they decide on: 404 for an order that is not theirs
 * or a proof of another order; 409 unless it is the latest undecided proof of an order awaiting
 * approval.
 */
async function decidableProof(
  trx: Knex.Transaction,
  client: Client,
  orderId: string,
  proofId: string,
): Promise<{ order: OrderRow; proof: ProofRow }> {
  const order = await findOrderOfUser(trx, client.id, orderId, { forUpdate: true });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const proof = isUuid(proofId)
    ? await trx<ProofRow>('proofs')
        .select(...PROOF_COLUMNS)
        .where({ id: proofId, order_id: order.id })
        .first()
    : undefined;
  if (!proof) throw notFound(PROOF_NOT_FOUND);
  if (proof.decision !== null) throw conflict(PROOF_DECIDED);
  const latest = await latestProof(trx, order.id);
  if (latest?.id !== proof.id) throw conflict(PROOF_SUPERSEDED);
  if (order.status !== 'Awaiting Approval') throw conflict(NOT_AWAITING_APPROVAL);
  return { order, proof };
}

/**
 * The client approves the latest proof: who, when and which files (by their SHA-256) are recorded;
 * the order goes back to In Progress, ready for production. For goods the approval fixes the dates
 * (ship date = approval + 4 business days, delivery 3 to 4 business days later) and the due time
 * becomes the end of the ship date.
 */
export async function approveProof(
  db: Knex,
  client: Client,
  input: { orderId: string; proofId: string },
): Promise<DecisionResult> {
  return db.transaction(async (trx) => {
    const { order, proof } = await decidableProof(trx, client, input.orderId, input.proofId);
    const decidedAt = new Date();
    const files = await trx<FileRow>('files')
      .select('id', 'name', 'sha256')
      .where({ proof_id: proof.id })
      .orderBy(oldestFirst());
    const approvedFiles = files.map((f) => ({ fileId: f.id, name: f.name, sha256: f.sha256 }));
    await trx('proofs')
      .where({ id: proof.id })
      .update({
        decision: 'approved',
        decided_at: decidedAt,
        decided_by: client.id,
        approved_files: JSON.stringify(approvedFiles),
      });

    const dates: EstimatedDates | null = PHYSICAL_SERVICES.includes(order.service_type)
      ? datesAfterApproval(decidedAt)
      : null;
    const message = approvedMessage(order.title, dates);
    const hashes = approvedFiles.map((f) => `${f.name} sha256:${f.sha256}`).join(', ');
    const updated = await recordStep(trx, {
      order,
      actorId: client.id,
      kind: 'approved',
      note: `Proof approved by ${client.username}: ${hashes}`,
      clientMessage: message,
      to: 'In Progress',
      updates: dates
        ? {
            estimated_ship_date: dates.estimatedShipDate,
            estimated_delivery_from: dates.estimatedDelivery.from,
            estimated_delivery_to: dates.estimatedDelivery.to,
            due_at: endOfDate(dates.estimatedShipDate),
          }
        : undefined,
    });
    await notifyClientsStaff(trx, client.id, staffApprovedMessage(client.username, order.title), order.id);
    return { order: updated, message };
  });
}

/**
 * The pictures of a change request become the revision's attachments: the client's own uploads,
 * not attached anywhere (locked, so one upload cannot go two ways); anything else is 400.
 */
async function attachChangePictures(
  trx: Knex.Transaction,
  clientId: string,
  orderId: string,
  revisionId: string,
  fileIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(fileIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return;
  const usable = await trx('files')
    .select('id')
    .whereIn('id', ids)
    .andWhere({ owner_id: clientId, kind: 'attachment', order_id: null, revision_id: null })
    .forUpdate();
  if (usable.length !== ids.length)
    throw badRequest(UNKNOWN_ATTACHMENT, [{ path: 'fileIds', message: UNKNOWN_ATTACHMENT }]);
  await trx('files').whereIn('id', ids).update({ order_id: orderId, revision_id: revisionId });
}

/**
 * The client requests changes on the latest proof: the proof records the comment, a revision carries
 * it (the order's block with the comment as its instructions, the spec's revision shape), and the
 * order moves to Revision Requested. The order's own fields are left as they are.
 */
export async function requestProofChanges(
  db: Knex,
  client: Client,
  input: { orderId: string; proofId: string; comment: string; fileIds?: readonly string[] },
): Promise<DecisionResult> {
  return db.transaction(async (trx) => {
    const { order, proof } = await decidableProof(trx, client, input.orderId, input.proofId);
    const [revision] = await trx('revisions')
      .insert({
        order_id: order.id,
        user_id: client.id,
        status: 'Revision Requested',
        changes: { ...order.details, orderTitle: order.title, otherInstructions: input.comment },
      })
      .returning<RevisionRow[]>([...REVISION_COLUMNS]);
    await attachChangePictures(trx, client.id, order.id, revision.id, input.fileIds ?? []);
    await trx('proofs').where({ id: proof.id }).update({
      decision: 'changes-requested',
      decided_at: trx.fn.now(),
      decided_by: client.id,
      comment: input.comment,
      revision_id: revision.id,
    });
    const message = changesRequestedMessage(order.title);
    const updated = await recordStep(trx, {
      order,
      actorId: client.id,
      kind: 'changes-requested',
      note: `Changes requested by ${client.username}: ${input.comment}`,
      clientMessage: message,
      to: 'Revision Requested',
    });
    await notifyClientsStaff(
      trx,
      client.id,
      staffChangesRequestedMessage(client.username, order.title),
      order.id,
    );
    return { order: updated, message };
  });
}
