import Router from '@koa/router';
import {
  createOrderBlockSchemas,
  keyedBody,
  parseServiceParam,
  revisionBlockSchemas,
  serverEarliestDate,
  type CreateOrderResponse,
  type CreateRevisionResponse,
  type Order,
  type Revision,
  type RevisionsResponse,
  type ServiceKey,
} from '@stitchdesk/shared';
import type { Middleware } from 'koa';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import { auth } from '../../middleware/auth.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { validate } from '../../middleware/validate.ts';
import { presentOrder } from '../../presenters/order.ts';
import { presentRevision } from '../../presenters/revision.ts';
import type { FileUrl } from '../../presenters/rows.ts';
import { filesOfOrders } from '../../services/files.ts';
import { fileSignerFor } from '../../services/files-signing.ts';
import { createOrder, findOrderOfUser, type OrderBlockInput } from '../../services/orders.ts';
import {
  createRevision,
  findRevisionOfUser,
  ORDER_NOT_FOUND,
  revisionsOfUser,
} from '../../services/revisions.ts';
import { sendCacheable } from './cacheable.ts';
import { orderListHandler } from './order-list.ts';

declare module 'koa' {
  interface DefaultState {
    /** The service an order route works on: from the URL (create) or the order itself (revise). */
    serviceKey?: ServiceKey;
  }
}

export const ORDER_PLACED = 'Order placed successfully';
export const REVISION_SUBMITTED = 'Revision submitted successfully';

/**
 * Validates the body `{ <key>: block }` against the block schema of `key`, built now so "today" is
 * today. A body without that key gets one clear message rather than "expected object".
 */
function validateBlock(
  kind: 'create' | 'revision',
  key: (ctx: Parameters<Middleware>[0]) => ServiceKey,
): Middleware {
  return (ctx, next) => {
    const options = { earliestDate: serverEarliestDate() };
    const service = key(ctx);
    const body: unknown = ctx.request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !(service in body)) {
      const message = `The body must be an object keyed "${service}"`;
      throw badRequest(message, [{ path: service, message }]);
    }
    const block =
      kind === 'create' ? createOrderBlockSchemas(options)[service] : revisionBlockSchemas(options)[service];
    return validate({ body: keyedBody(service, block) })(ctx, next);
  };
}

/** Placing, listing and revising a client's own orders (spec §7, DESIGN §3). */
export function ordersRouter({ config, db }: AppDeps): Router {
  const signer = fileSignerFor(config);
  const fileUrl: FileUrl = (file) => signer.url(file);
  const router = new Router({ prefix: '/order' });

  router.post(
    '/createorder/:service',
    auth({ roles: ['client'] }),
    (ctx, next) => {
      const key = parseServiceParam(ctx.params.service);
      if (!key) throw notFound('Unknown service');
      ctx.state.serviceKey = key;
      return next();
    },
    validateBlock('create', (ctx) => ctx.state.serviceKey!),
    async (ctx) => {
      const user = ctx.state.user!;
      const key = ctx.state.serviceKey!;
      const order = await createOrder(db, user, key, ctx.state.body as OrderBlockInput);
      const files = await filesOfOrders(db, [order.id]);
      ctx.status = 201;
      ctx.body = {
        message: ORDER_PLACED,
        order: presentOrder({ order, email: user.email, files, fileUrl }),
      } satisfies CreateOrderResponse;
    },
  );

  router.get('/getorder', auth(), orderListHandler({ db, signer }));

  router.get('/getorder/:orderId', auth(), async (ctx) => {
    const user = ctx.state.user!;
    const order = await findOrderOfUser(db, user.id, ctx.params.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const files = await filesOfOrders(db, [order.id]);
    sendCacheable(ctx, presentOrder({ order, email: user.email, files, fileUrl }) satisfies Order);
  });

  router.put(
    '/revision/:orderId',
    auth({ roles: ['client'] }),
    // Each revision notifies staff: a script must not flood them.
    rateLimit({
      bucket: 'revision',
      limit: config.revisionsPerHour,
      windowSeconds: 60 * 60,
      key: (ctx) => ctx.state.user!.id,
      message: 'Too many revisions. Please try again later.',
    }),
    async (ctx, next) => {
      // The order decides which block the body must carry; someone else's order is simply not found.
      const order = await findOrderOfUser(db, ctx.state.user!.id, ctx.params.orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      ctx.state.serviceKey = order.service_type;
      return next();
    },
    validateBlock('revision', (ctx) => ctx.state.serviceKey!),
    async (ctx) => {
      const user = ctx.state.user!;
      const { revision, order, files } = await createRevision(db, {
        client: user,
        orderId: ctx.params.orderId,
        key: ctx.state.serviceKey!,
        block: ctx.state.body as OrderBlockInput,
      });
      ctx.status = 201;
      ctx.body = {
        message: REVISION_SUBMITTED,
        revision: presentRevision({ revision, order, files, fileUrl }),
      } satisfies CreateRevisionResponse;
    },
  );

  router.get('/get/revision', auth(), async (ctx) => {
    const { items, files } = await revisionsOfUser(db, ctx.state.user!.id);
    const revisions: Revision[] = items.map(({ revision, order }) =>
      presentRevision({ revision, order, files, fileUrl }),
    );
    sendCacheable(ctx, { revisions } satisfies RevisionsResponse);
  });

  router.get('/revision/single/:id', auth(), async (ctx) => {
    const found = await findRevisionOfUser(db, ctx.state.user!.id, ctx.params.id);
    if (!found) throw notFound('Revision not found');
    const { item, files } = found;
    sendCacheable(
      ctx,
      presentRevision({ revision: item.revision, order: item.order, files, fileUrl }) satisfies Revision,
    );
  });

  return router;
}
