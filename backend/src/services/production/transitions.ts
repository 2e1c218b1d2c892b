import type { Knex } from 'knex';
import {
  canDeliver,
  canTransition,
  carrierLabel,
  trackingUrl,
  type OrderStatus,
  type ShipmentInput,
} from '@stitchdesk/shared';
import { badRequest, conflict, HttpError } from '../../errors.ts';
import type { FileRow, OrderRow } from '../../db/rows.ts';
import { FILE_COLUMNS } from '../files/files.ts';
import { addConversionJob } from '../../queue/add-job.ts';
import { checkDeliverySizes } from '../stitch/delivery-size.ts';
import { recordStep, type WorkflowStep } from './step.ts';
import { checkDeliveryQuality } from '../stitch/delivery-quality.ts';
import type { Storage } from '../files/storage/types.ts';
import {
  cannotDeliverMessage,
  cannotMoveMessage,
  deliveredMessage,
  SHIPMENT_ONLY_WHEN_SHIPPING,
  SHIPMENT_REQUIRED,
  statusChangedMessage,
  UNKNOWN_DELIVERY_FILE,
} from './status-messages.ts';
import type { StaffOrderRow } from '../../db/rows.ts';
import { lockVisibleOrder } from '../orders/visible.ts';
import { balanceConfirmedNote, balanceOwedMessage, shippedMessage } from './messages.ts';
import { assertRequirements } from './requirements.ts';

const deliveryWindow = (order: OrderRow) =>
  order.estimated_delivery_from && order.estimated_delivery_to
    ? { from: order.estimated_delivery_from, to: order.estimated_delivery_to }
    : null;
import type { StaffViewer } from '../orders/viewer.ts';

/** What a move leaves behind: the updated order, its client, and the words the client was told. */
export interface OrderChange {
  order: OrderRow;
  client: { id: string; username: string; email: string };
  message: string;
}

/** Statuses that let the work go to the client, which staff confirm when money is still owed. */
const RELEASING: readonly OrderStatus[] = ['Shipped', 'Completed'];

/**
 * Refuses (409, naming the amount) to release work with a balance owed unless staff confirmed it;
 * returns the history line recording a confirmation, or null when nothing is owed.
 */
function balanceCheck(order: OrderRow, confirmBalance: boolean): string | null {
  const owed = order.price_cents === null ? 0 : Math.max(0, order.price_cents - order.paid_cents);
  if (owed === 0) return null;
  if (!confirmBalance) {
    // The detail names the field that lifts the refusal: the console asks and sends it again.
    const message = balanceOwedMessage(owed);
    throw new HttpError(409, message, { details: [{ path: 'confirmBalance', message }] });
  }
  return balanceConfirmedNote(owed);
}

async function moveOrder(
  trx: Knex.Transaction,
  viewer: StaffViewer,
  order: StaffOrderRow,
  to: OrderStatus,
  note: string,
  message: string,
  updates: WorkflowStep['updates'] = {},
): Promise<OrderChange> {
  const updated = await recordStep(trx, {
    order,
    actorId: viewer.id,
    kind: 'status',
    note,
    clientMessage: message,
    to,
    updates,
  });
  return {
    order: updated,
    client: { id: order.user_id, username: order.client_username, email: order.client_email },
    message,
  };
}

/** The shipment columns a move to Shipped sets, with the tracking page for a known carrier. */
function shipmentColumns(shipment: ShipmentInput) {
  const carrier = carrierLabel(shipment);
  const trackingNumber = shipment.trackingNumber.trim();
  return {
    shipment_carrier: carrier,
    shipment_tracking_number: trackingNumber,
    shipment_tracking_url: trackingUrl(shipment.carrier, trackingNumber),
  } satisfies Partial<OrderRow>;
}

/**
 * Moves an order along one allowed arrow (status.ts), in one transaction with its history entry and
 * the client's notification. Revision Requested → In Progress is the acceptance of a revision.
 * Each move's requirements (requirements.ts) are those the staff page's checklist shows. Goods move
 * to Shipped with their carrier and tracking number, which the client is told.
 */
export async function changeOrderStatus(
  db: Knex,
  viewer: StaffViewer,
  input: {
    orderId: string;
    to: OrderStatus;
    note: string;
    shipment?: ShipmentInput;
    confirmBalance?: boolean;
  },
): Promise<OrderChange> {
  return db.transaction(async (trx) => {
    const order = await lockVisibleOrder(trx, viewer, input.orderId);
    if (!canTransition(order.service_type, order.status, input.to)) {
      throw conflict(cannotMoveMessage(order.status, input.to));
    }
    if (input.to !== 'Shipped' && input.shipment) {
      throw badRequest(SHIPMENT_ONLY_WHEN_SHIPPING, [
        { path: 'shipment', message: SHIPMENT_ONLY_WHEN_SHIPPING },
      ]);
    }
    if (input.to === 'Shipped' && !input.shipment) {
      throw badRequest(SHIPMENT_REQUIRED, [{ path: 'shipment', message: SHIPMENT_REQUIRED }]);
    }
    await assertRequirements(trx, order, input.to);
    const balanceNote = RELEASING.includes(input.to) ? balanceCheck(order, !!input.confirmBalance) : null;
    if (input.to === 'Shipped' && input.shipment) {
      const columns = shipmentColumns(input.shipment);
      const message = shippedMessage(order.title, deliveryWindow(order), {
        carrier: columns.shipment_carrier,
        trackingNumber: columns.shipment_tracking_number,
        trackingUrl: columns.shipment_tracking_url,
      });
      const note = [
        input.note,
        `Shipped with ${columns.shipment_carrier}, tracking ${columns.shipment_tracking_number}`,
        balanceNote,
      ]
        .filter(Boolean)
        .join('\n');
      return moveOrder(trx, viewer, order, input.to, note, message, {
        ...columns,
        shipped_at: new Date(),
      });
    }
    const note = [input.note, balanceNote].filter(Boolean).join('\n');
    return moveOrder(trx, viewer, order, input.to, note, statusChangedMessage(order.title, input.to));
  });
}

/**
 * Delivers finished files: the caller's own uploads, not yet attached anywhere, become the order's
 * deliveries and the order moves to Completed — allowed from the one status before Completed
 * (In Progress for digital work, Shipped for goods; after a revision, once it has been accepted).
 * One transaction: files, status, history and notification. The files are locked so two requests
 * cannot deliver the same upload.
 */
export async function deliverOrderFiles(
  db: Knex,
  viewer: StaffViewer,
  input: {
    orderId: string;
    fileIds: readonly string[];
    note: string;
    confirmSizeMismatch?: readonly string[];
    confirmBalance?: boolean;
    /** Ids of stitch files delivered despite quality errors for the client's machines. */
    confirmQuality?: readonly string[];
    /** Where the files are, for the quality check of the stitch files among them. */
    storage: Storage;
  },
): Promise<OrderChange & { files: FileRow[] }> {
  return db.transaction(async (trx) => {
    const order = await lockVisibleOrder(trx, viewer, input.orderId);
    if (!canDeliver(order.service_type, order.status)) throw conflict(cannotDeliverMessage(order.status));

    const ids = [...new Set(input.fileIds.map((id) => id.toLowerCase()))];
    const usable = await trx<FileRow>('files')
      .select('id')
      .whereIn('id', ids)
      .andWhere({ owner_id: viewer.id, kind: 'attachment', order_id: null, revision_id: null })
      .forUpdate();
    if (usable.length !== ids.length) {
      throw badRequest(UNKNOWN_DELIVERY_FILE, [{ path: 'fileIds', message: UNKNOWN_DELIVERY_FILE }]);
    }
    const sizeNotes = await checkDeliverySizes(
      trx,
      order,
      input.fileIds.map((id) => id.toLowerCase()),
      input.confirmSizeMismatch ?? [],
    );
    const qualityNotes = await checkDeliveryQuality(
      trx,
      input.storage,
      order,
      input.fileIds.map((id) => id.toLowerCase()),
      input.confirmQuality ?? [],
    );
    const balanceNote = balanceCheck(order, !!input.confirmBalance);
    const files = await trx('files')
      .whereIn('id', ids)
      .update({ kind: 'delivery', order_id: order.id })
      .returning<FileRow[]>([...FILE_COLUMNS]);

    const note = [
      input.note || `Delivered ${ids.length} ${ids.length === 1 ? 'file' : 'files'}`,
      ...sizeNotes,
      ...qualityNotes,
      ...(balanceNote ? [balanceNote] : []),
    ].join('\n');
    const change = await moveOrder(trx, viewer, order, 'Completed', note, deliveredMessage(order.title));
    // The client's machine formats of each stitch file, stored before "Download Files" asks.
    for (const file of files) if (file.stitch) await addConversionJob(trx, file.id);
    return { ...change, files };
  });
}
