import {
  deliverySchema,
  orderAssigneeSchema,
  orderDueSchema,
  parseServiceParam,
  staffQueueQuerySchema,
  statusChangeSchema,
  type StaffOrderDetail,
  type StaffQueueResponse,
} from '@stitchdesk/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { presentStaffOrderDetail, presentStaffOrderSummary } from '../../presenters/staff.ts';
import { WHOLE_SUMMARY } from '../../presenters/stitch.ts';
import { holdsFilesUntilPaid } from '../../services/billing/file-hold.ts';
import { fileSignerFor, signedLinks, type ReceiptRef } from '../../services/files/signing.ts';
import { staffOrderDetail } from '../../services/orders/staff-detail.ts';
import { staffQueue } from '../../services/orders/queue.ts';
import { setOrderAssignee, setOrderDue } from '../../services/orders/assignment.ts';
import type { StaffViewer } from '../../services/orders/viewer.ts';
import { changeOrderStatus, deliverOrderFiles } from '../../services/production/transitions.ts';
import { UNKNOWN_SERVICE } from '../params.ts';
import { viewerOf } from './roles.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';
import { stitchViewFor } from '../stitch-view.ts';
import { orderIdParams, orderStepAnswer, orderStepSpec } from './order-step.ts';

/** The order queue, an order's page, status moves and deliveries (docs/product.md §API, §Statuses). */
export function staffOrdersRoutes(deps: AppDeps): Route[] {
  const { config, db } = deps;
  // Staff's links: never held until paid (routes/files/held-file.ts).
  const signer = fileSignerFor(config);
  const fileUrl = signedLinks(signer, undefined, { audience: 'staff' });
  // A receipt's signature is its permission, the same link the client's receipt e-mail carries.
  const receipt = (payment: ReceiptRef) => signer.receiptUrl(payment);
  // A status move or delivery answers like every workflow step (its e-mail is a job of the step).
  const answer = orderStepAnswer(deps);

  const queue = defineRoute(
    {
      method: 'get',
      path: '/staff/orders',
      summary: 'The order queue with per-status counts',
      tag: 'Staff',
      access: 'staff',
      query: staffQueueQuerySchema,
      responses: {
        200: { description: 'Queue', schema: contract.staffQueueResponseSchema },
      },
    },
    async (ctx) => {
      const { query } = ctx.input;
      const service = query.service ? parseServiceParam(query.service) : undefined;
      if (service === null)
        throw badRequest(UNKNOWN_SERVICE, [{ path: 'service', message: UNKNOWN_SERVICE }]);
      const now = new Date();
      const { orders, ...rest } = await staffQueue(db, viewerOf(ctx), { ...query, service, now });
      ctx.body = {
        orders: orders.map((row) => presentStaffOrderSummary(row, now)),
        ...rest,
      } satisfies StaffQueueResponse;
    },
  );

  /** The page's answer (after a change made on it: the detail, with its history entry). */
  const answerDetail = async (ctx: { body: unknown }, viewer: StaffViewer, id: string) => {
    const detail = await staffOrderDetail(db, viewer, id);
    const stitchView = await stitchViewFor(db, detail.order.user_id, detail.files, WHOLE_SUMMARY);
    const holdOn = await holdsFilesUntilPaid(db);
    ctx.body = presentStaffOrderDetail(
      detail,
      fileUrl,
      receipt,
      stitchView,
      holdOn,
    ) satisfies StaffOrderDetail;
  };

  const detail = defineRoute(
    {
      method: 'get',
      path: '/staff/orders/:id',
      summary: 'An order with its files, revisions and history',
      tag: 'Staff',
      access: 'staff',
      params: orderIdParams,
      responses: {
        200: { description: 'Order detail', schema: contract.staffOrderDetailSchema },
      },
    },
    async (ctx) => {
      await answerDetail(ctx, viewerOf(ctx), ctx.input.params.id);
    },
  );

  const move = defineRoute(
    orderStepSpec({
      step: 'status',
      summary:
        'Move an order along an allowed transition; goods move to Shipped with `shipment` {carrier, trackingNumber}; to Shipped or Completed with money owed needs confirmBalance (else 409 naming the amount)',
      body: statusChangeSchema,
      answered: 'The moved order',
    }),
    async (ctx) => {
      const { status, note, shipment, confirmBalance } = ctx.input.body;
      const change = await changeOrderStatus(db, viewerOf(ctx), {
        orderId: ctx.input.params.id,
        to: status,
        note,
        shipment,
        confirmBalance,
      });
      await answer(ctx, change);
    },
  );

  const deliver = defineRoute(
    orderStepSpec({
      step: 'deliveries',
      summary:
        "Deliver uploaded files and complete the order; a stitch file more than 5% off the order's design size needs its id in confirmSizeMismatch (else 409 naming the file and both sizes), one with quality errors for the client's machines its id in confirmQuality (else 409 naming the errors)",
      body: deliverySchema,
      answered: 'The completed order',
    }),
    async (ctx) => {
      const { fileIds, note, confirmSizeMismatch, confirmQuality, confirmBalance } = ctx.input.body;
      const change = await deliverOrderFiles(db, viewerOf(ctx), {
        orderId: ctx.input.params.id,
        fileIds,
        note,
        confirmSizeMismatch,
        confirmQuality,
        confirmBalance,
        storage: deps.storage,
      });
      await answer(ctx, change);
    },
  );

  /**
   * A change staff make on the order's page (its assignee, its due time): `apply` makes it for the
   * viewer, then the page answers with the order's detail as it now is.
   */
  const pageEdit = <T extends object>(
    field: string,
    summary: string,
    body: z.ZodType<T>,
    apply: (viewer: StaffViewer, orderId: string, input: T) => Promise<void>,
  ): Route =>
    defineRoute(
      {
        method: 'post',
        path: `/staff/orders/:id/${field}`,
        summary,
        tag: 'Staff',
        access: 'staff',
        params: orderIdParams,
        body,
        responses: {
          200: { description: 'The order detail', schema: contract.staffOrderDetailSchema },
        },
      },
      async (ctx) => {
        const viewer = viewerOf(ctx);
        await apply(viewer, ctx.input.params.id, ctx.input.body);
        await answerDetail(ctx, viewer, ctx.input.params.id);
      },
    );

  const assignee = pageEdit(
    'assignee',
    'Assign the order to an employee (null: the client’s assignee); kept in its history',
    orderAssigneeSchema,
    (viewer, orderId, input) => setOrderAssignee(db, viewer, { orderId, ...input }),
  );

  const due = pageEdit(
    'due',
    'Change the order’s due time, with an optional reason; kept in its history',
    orderDueSchema,
    (viewer, orderId, input) => setOrderDue(db, viewer, { orderId, ...input }),
  );

  return [queue, detail, move, deliver, assignee, due];
}
