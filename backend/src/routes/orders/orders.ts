import {
  type CreateOrderResponse,
  type CreateRevisionResponse,
  type Order,
  type Revision,
  type RevisionsResponse,
} from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { userRateLimit } from '../../middleware/rate-limit.ts';
import { NOTHING_DELIVERED_YET, presentOrder } from '../../presenters/order.ts';
import { holdsFilesUntilPaid } from '../../services/billing/file-hold.ts';
import { presentRevision } from '../../presenters/revision.ts';
import { orderLimitOf } from '../../services/accounts/allowances.ts';
import { fileLinks } from '../file-links.ts';
import { requestFingerprint } from '../../lib/idempotency.ts';
import { partsOfOrders } from '../../services/orders/orders.ts';
import { placeAgain, placeOrder } from '../../services/orders/place-order.ts';
import { findOrderOfUser, ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';
import { findRevisionOfUser, reviseOrder, revisionsOfUser } from '../../services/orders/revisions.ts';
import { serviceParam, uuidParam } from '../params.ts';
import { createOrderBody, revisionBody } from './block-body.ts';
import { sendCacheable } from './cacheable.ts';
import { listCaches, orderListHandler } from './order-list.ts';
import { ownOrder } from './own-order.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';
import { stitchViewFor, stitchViewWith } from '../stitch-view.ts';
import { errorResponses, orderBodyDoc, NOT_MODIFIED } from '../route-docs.ts';

export const ORDER_PLACED = 'Order placed successfully';
export const REVISION_SUBMITTED = 'Revision submitted successfully';
export const REVISION_NOT_FOUND = 'Revision not found';

const orderIdParams = z.object({ orderId: uuidParam(ORDER_NOT_FOUND, 'Order id') });

/** Placing, listing and revising a client's own orders (docs/product.md §API). */
export function ordersRoutes({ config, db }: AppDeps): Route[] {
  const links = fileLinks(config);

  /*
   * What makes a request place an order, declared once for every route that places one (a reorder is
   * an order): the token scope, the Idempotency-Key and the client's order allowance.
   */
  const placement = {
    scope: 'orders:write',
    idempotent: true,
    before: [
      // Staff raise it for a high-volume client.
      userRateLimit({
        bucket: 'order',
        limit: (ctx) => orderLimitOf(config, ctx.state.user),
        windowSeconds: config.orderRateWindowSeconds,
        what: 'orders',
      }),
    ],
  } as const;

  const place = defineRoute(
    {
      method: 'post',
      path: '/order/createorder/:service',
      summary: 'Place an order',
      tag: 'Orders',
      access: 'client',
      ...placement,
      params: z.object({ service: serviceParam }),
      bodyFor: (ctx) => createOrderBody(ctx.input.params.service),
      bodyDoc: orderBodyDoc('create'),
      responses: {
        201: {
          description: 'Placed',
          schema: contract.createOrderResponseSchema,
          headers: { 'Idempotent-Replayed': '"true" when this is the stored answer to an earlier request' },
        },
        ...errorResponses(409, 413, 422),
      },
    },
    async (ctx) => {
      const { user, idempotencyKey } = ctx.state;
      const { service } = ctx.input.params;
      const { block, shipTo } = ctx.input.body;
      const request = idempotencyKey
        ? {
            userId: user.id,
            key: idempotencyKey,
            // File names rather than URLs: a client retrying a submission uploads its files again.
            fingerprint: requestFingerprint([
              'createorder',
              service,
              { ...block, attachment: block.attachment.map((file) => file.name) },
              // The same submission with another address is another request; without one, the
              // fingerprint is what it was before ship-to existed.
              ...(shipTo ? [shipTo] : []),
            ]),
          }
        : null;
      const answer = await placeOrder(
        db,
        { client: user, service, block, shipTo, config, request },
        ({ reading, ...placed }) => ({
          status: 201,
          body: {
            message: ORDER_PLACED,
            order: presentOrder({
              ...placed,
              email: user.email,
              fileUrl: links.for(user),
              stitchView: stitchViewWith(reading),
              ...NOTHING_DELIVERED_YET,
            }),
          } satisfies CreateOrderResponse,
        }),
      );
      if (answer.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
  );

  const list = defineRoute(
    {
      method: 'get',
      path: '/order/getorder',
      summary: 'The caller’s orders, newest first',
      tag: 'Orders',
      access: 'signedIn',
      scope: 'orders:read',
      responses: {
        200: { description: 'Orders', schema: contract.ordersResponseSchema },
        ...NOT_MODIFIED,
      },
    },
    orderListHandler(listCaches(links, db, config.orderListCacheBytes)),
  );

  const one = defineRoute(
    {
      method: 'get',
      path: '/order/getorder/:orderId',
      summary: 'One of the caller’s orders',
      tag: 'Orders',
      access: 'signedIn',
      scope: 'orders:read',
      params: orderIdParams,
      responses: {
        200: { description: 'The order', schema: contract.orderSchema },
        ...NOT_MODIFIED,
      },
    },
    async (ctx) => {
      const { user } = ctx.state;
      const order = await findOrderOfUser(db, user.id, ctx.input.params.orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const parts = await partsOfOrders(db, [order.id]);
      const stitchView = await stitchViewFor(db, user.id, parts.files);
      sendCacheable(
        ctx,
        presentOrder({
          order,
          email: user.email,
          ...parts,
          fileUrl: links.for(user),
          stitchView,
          holdFilesUntilPaid: await holdsFilesUntilPaid(db),
        }) satisfies Order,
      );
    },
  );

  const revise = defineRoute(
    {
      method: 'put',
      path: '/order/revision/:orderId',
      summary: 'Revise (edit) one’s order; it moves to Revision Requested',
      tag: 'Orders',
      access: 'client',
      scope: 'orders:write',
      params: orderIdParams,
      bodyFor: (ctx) => revisionBody(ctx.state.order.service_type),
      bodyDoc: orderBodyDoc('revision'),
      responses: {
        201: { description: 'Revision recorded', schema: contract.createRevisionResponseSchema },
        ...errorResponses(409, 413),
      },
      before: [
        // Each revision notifies staff: a script must not flood them.
        userRateLimit({
          bucket: 'revision',
          limit: config.revisionsPerHour,
          windowSeconds: 60 * 60,
          what: 'revisions',
        }),
      ],
      // It names the block the body must carry; the revision locks it (services/orders/revisions.ts).
      after: [ownOrder()],
    },
    async (ctx) => {
      const { user, order: current } = ctx.state;
      const { revision, order, files } = await reviseOrder(db, {
        client: user,
        orderId: current.id,
        block: ctx.input.body,
      });
      ctx.status = 201;
      ctx.body = {
        message: REVISION_SUBMITTED,
        revision: presentRevision({ revision, order, files, fileUrl: links.for(user) }),
      } satisfies CreateRevisionResponse;
    },
  );

  const revisions = defineRoute(
    {
      method: 'get',
      path: '/order/get/revision',
      summary: 'The caller’s revisions, newest first',
      tag: 'Orders',
      access: 'signedIn',
      scope: 'orders:read',
      responses: {
        200: { description: 'Revisions', schema: contract.revisionsResponseSchema },
      },
    },
    async (ctx) => {
      const { user } = ctx.state;
      const { items, files } = await revisionsOfUser(db, user.id);
      const fileUrl = links.for(user);
      const revisions: Revision[] = items.map(({ revision, order }) =>
        presentRevision({ revision, order, files, fileUrl }),
      );
      sendCacheable(ctx, { revisions } satisfies RevisionsResponse);
    },
  );

  const revisionOne = defineRoute(
    {
      method: 'get',
      path: '/order/revision/single/:id',
      summary: 'One of the caller’s revisions',
      tag: 'Orders',
      access: 'signedIn',
      scope: 'orders:read',
      params: z.object({ id: uuidParam(REVISION_NOT_FOUND, 'Revision id') }),
      responses: {
        200: { description: 'The revision', schema: contract.revisionSchema },
      },
    },
    async (ctx) => {
      const { user } = ctx.state;
      const found = await findRevisionOfUser(db, user.id, ctx.input.params.id);
      if (!found) throw notFound(REVISION_NOT_FOUND);
      const { item, files } = found;
      const fileUrl = links.for(user);
      sendCacheable(
        ctx,
        presentRevision({ revision: item.revision, order: item.order, files, fileUrl }) satisfies Revision,
      );
    },
  );

  const again = defineRoute(
    {
      method: 'post',
      path: '/order/:orderId/reorder',
      summary:
        'Place one’s order again: the same service, fields and attachments, checked as a new order (the panel’s “Order again” goes through the form instead)',
      tag: 'Orders',
      access: 'client',
      ...placement,
      params: orderIdParams,
      responses: {
        201: {
          description: 'Placed',
          schema: contract.createOrderResponseSchema,
          headers: { 'Idempotent-Replayed': '"true" when this is the stored answer to an earlier request' },
        },
        ...errorResponses(400, 409, 422),
      },
    },
    async (ctx) => {
      const { user, idempotencyKey } = ctx.state;
      const { orderId } = ctx.input.params;
      const fileUrl = links.for(user);
      const request = idempotencyKey
        ? { userId: user.id, key: idempotencyKey, fingerprint: requestFingerprint(['reorder', orderId]) }
        : null;
      const answer = await placeAgain(
        db,
        { client: user, sourceId: orderId, config, fileUrl, request },
        ({ reading, ...placed }) => ({
          status: 201,
          body: {
            message: ORDER_PLACED,
            order: presentOrder({
              ...placed,
              email: user.email,
              fileUrl,
              stitchView: stitchViewWith(reading),
              ...NOTHING_DELIVERED_YET,
            }),
          } satisfies CreateOrderResponse,
        }),
      );
      if (answer.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
  );

  return [place, list, one, revise, revisions, revisionOne, again];
}
