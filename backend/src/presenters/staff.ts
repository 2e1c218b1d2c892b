import type {
  OrderEvent,
  Payment,
  StaffClient,
  StaffEmployee,
  StaffOrderSummary,
  QuoteReply,
  StaffQuote,
} from '@stitchdesk/shared';
import {
  allowedTransitions,
  moneyStateOf,
  offerStateOf,
  priceSummary,
  refundableByPayment,
  SERVICE_LABELS,
  type StaffOrderDetail,
} from '@stitchdesk/shared';
import type {
  ClientRow,
  OrderEventRow,
  PaymentRow,
  QuoteReplyRow,
  QuoteRow,
  StaffOrderRow,
  StaffUserRow,
  FileRow,
  FileUrl,
} from '../db/rows.ts';
import { isOverdue } from './due.ts';
import { receiptUrlOf, type ReceiptLinker } from './payments.ts';
import type { StaffOrderDetailRows } from '../db/rows.ts';
import { presentOrder } from './order.ts';
import { presentStitch, WHOLE_SUMMARY, type StitchView } from './stitch.ts';
import { presentRevision } from './revision.ts';
import { presentClientMachines } from './machines.ts';

/** Staff rows → the Staff* shapes of packages/shared/src/api.ts. */

/** `now`: the time of the answer, which decides what is overdue. */
export function presentStaffOrderSummary(row: StaffOrderRow, now: Date = new Date()): StaffOrderSummary {
  return {
    _id: row.id,
    number: row.number,
    serviceType: SERVICE_LABELS[row.service_type],
    serviceKey: row.service_type,
    title: row.title,
    orderStatus: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    client: { id: row.user_id, username: row.client_username, email: row.client_email },
    assignedTo:
      row.assignee_id && row.assignee_username
        ? { id: row.assignee_id, username: row.assignee_username }
        : null,
    superRush: row.super_rush,
    dueAt: row.due_at.toISOString(),
    overdue: isOverdue(row, now),
    money: moneyStateOf(priceSummary(row.service_type, row.price_cents, row.paid_cents)),
  };
}

export function presentPayment(row: PaymentRow, refundableCents: number, receiptUrl: string | null): Payment {
  return {
    _id: row.id,
    amountCents: row.amount_cents,
    method: row.method,
    reference: row.reference,
    paidAt: row.paid_at.toISOString(),
    recordedBy:
      row.recorded_by && row.recorded_by_username
        ? { id: row.recorded_by, username: row.recorded_by_username }
        : null,
    refundOf: row.refund_of,
    refundableCents,
    provider: row.provider,
    receiptUrl,
  };
}

/**
 * The ledger of order `number`, each payment with what it can still give back and, taken online, its
 * receipt's link.
 */
export function presentPayments(
  rows: readonly PaymentRow[],
  number: number,
  receipt: ReceiptLinker,
): Payment[] {
  const refundable = refundableByPayment(
    rows.map((row) => ({ id: row.id, amountCents: row.amount_cents, refundOf: row.refund_of })),
  );
  return rows.map((row) =>
    presentPayment(row, refundable.get(row.id) ?? 0, receiptUrlOf(row, number, receipt)),
  );
}

export function presentOrderEvent(row: OrderEventRow): OrderEvent {
  return {
    id: row.id,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    note: row.note,
    actor:
      row.actor_id && row.actor_username && row.actor_role
        ? { id: row.actor_id, username: row.actor_username, role: row.actor_role }
        : null,
    createdAt: row.created_at.toISOString(),
    kind: row.kind,
    clientMessage: row.client_message,
  };
}

/**
 * A quote request with its artwork and its replies (`artwork`, `replies`: any rows, this quote's are
 * picked), its files linked by `fileUrl`; `now` decides which offers have expired.
 */
export function presentQuote(
  row: QuoteRow,
  { artwork, replies }: { artwork: readonly FileRow[]; replies: readonly QuoteReplyRow[] },
  fileUrl: FileUrl,
  now: Date = new Date(),
): StaffQuote {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    services: row.services,
    message: row.message,
    handled: row.handled,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    artwork: artwork
      .filter((file) => file.quote_id === row.id)
      .map((file) => {
        const url = fileUrl(file);
        const stitch = presentStitch(file, url, [], WHOLE_SUMMARY);
        return {
          url,
          name: file.name,
          size: Number(file.size),
          contentType: file.content_type,
          ...(stitch ? { stitch } : {}),
        };
      }),
    replies: replies
      .filter((reply) => reply.quote_id === row.id)
      .map((reply) => presentQuoteReply(reply, now)),
  };
}

function presentQuoteReply(row: QuoteReplyRow, now: Date): QuoteReply {
  return {
    id: row.id,
    message: row.message,
    sentAt: row.created_at.toISOString(),
    by: row.author_name === null ? null : { username: row.author_name },
    offer: presentReplyOffer(row, now),
  };
}

function presentReplyOffer(row: QuoteReplyRow, now: Date): QuoteReply['offer'] {
  const { offer_service, offer_title, offer_amount_cents, offer_status, offer_created_at } = row;
  if (
    !offer_service ||
    offer_title === null ||
    offer_amount_cents === null ||
    !offer_status ||
    !offer_created_at
  )
    return null;
  return {
    service: offer_service,
    title: offer_title,
    amountCents: offer_amount_cents,
    status: offerStateOf({ status: offer_status, createdAt: offer_created_at }, now),
    ...(row.offer_order_number === null ? {} : { orderNumber: row.offer_order_number }),
  };
}

export function presentClient(row: ClientRow): StaffClient {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    assignedTo:
      row.assignee_id && row.assignee_username
        ? { id: row.assignee_id, username: row.assignee_username }
        : null,
    orderCount: Number(row.order_count),
    createdAt: row.created_at.toISOString(),
    disabled: row.disabled,
    emailVerified: row.email_verified_at !== null,
  };
}

export function presentEmployee(row: StaffUserRow): StaffEmployee {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The staff order page: the order in the spec's shape (the orders presenter, so its files and
 * completeOrder are exactly what the client sees), the summary, the history, the client's revisions
 * with their files, the moves allowed from the current status and the client's machines.
 */
export function presentStaffOrderDetail(
  {
    order,
    files,
    events,
    revisions,
    proofs,
    payments,
    nextSteps,
    employees,
    clientMachines,
  }: StaffOrderDetailRows,
  fileUrl: FileUrl,
  receipt: ReceiptLinker,
  stitchView: StitchView | undefined,
  holdFilesUntilPaid: boolean,
): StaffOrderDetail {
  return {
    // filesHeld says what the client sees; staff's own links are never held.
    order: presentOrder({
      order,
      email: order.client_email,
      files,
      proofs,
      fileUrl,
      stitchView,
      holdFilesUntilPaid,
    }),
    summary: presentStaffOrderSummary(order),
    events: events.map(presentOrderEvent),
    revisions: revisions.map((revision) => presentRevision({ revision, order, files, fileUrl })),
    allowedTransitions: allowedTransitions(order.service_type, order.status),
    nextSteps,
    employees,
    payments: presentPayments(payments, order.number, receipt),
    clientMachineProfile: presentClientMachines(clientMachines),
  };
}
