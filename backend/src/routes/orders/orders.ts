import Router from '@koa/router';
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
import { auth } from '../../middleware/auth.ts';
import { readIdempotencyKey } from '../../middleware/idempotency-key.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { transaction } from '../../middleware/transaction.ts';
import { validate } from '../../middleware/validate.ts';
import { presentOrder } from '../../presenters/order.ts';
import { presentRevision } from '../../presenters/revision.ts';
import type { FileUrl } from '../../presenters/file-url.ts';
import { filesOfOrders } from '../../services/files.ts';
import { fileSignerFor } from '../../services/files-signing.ts';
import { requestFingerprint, runIdempotent } from '../../services/idempotency.ts';
import { OrderListCache } from '../../services/order-list/index.ts';
import { createOrder, findOrderOfUser, ORDER_NOT_FOUND } from '../../services/orders.ts';
import { createRevision, findRevisionOfUser, revisionsOfUser } from '../../services/revisions.ts';
import { serviceParam, uuidParam } from '../params.ts';
import { createOrderBody, revisionBody } from './block-body.ts';
import { sendCacheable } from './cacheable.ts';
import { orderListHandler } from './order-list.ts';
import { ownOrderForUpdate } from './own-order.ts';

export const ORDER_PLACED = 'Order placed successfully';
export const REVISION_SUBMITTED = 'Revision submitted successfully';
export const REVISION_NOT_FOUND = 'Revision not found';

const orderIdParams = z.object({ orderId: uuidParam(ORDER_NOT_FOUND) });

/** Placing, listing and revising a client's own orders (spec §7, DESIGN §3). */
export function ordersRouter({ config, db }: AppDeps): Router {
  const signer = fileSignerFor(config);
  const fileUrl: FileUrl = (file) => signer.url(file);
  const router = new Router({ prefix: '/order' });

  router.post(
    '/createorder/:service',
    auth({ roles: ['client'] }),
    readIdempotencyKey,
    validate({ params: z.object({ service: serviceParam }) }),
    createOrderBody(),
    async (ctx) => {
      const { user, idempotencyKey } = ctx.state;
      const { service } = ctx.input.params;
      const block = ctx.input.body;
      const request = idempotencyKey
        ? {
            userId: user.id,
            key: idempotencyKey,
            // File names rather than URLs: a client retrying a submission uploads its files again.
            fingerprint: requestFingerprint([
              'createorder',
              service,
              { ...block, attachment: block.attachment.map((file) => file.name) },
            ]),
          }
        : null;
      // One transaction (runIdempotent's) holds the key, the order and its answer: a read after the
      // commit could fail (database going down) and turn a stored order into a 500 the client retries.
      const answer = await runIdempotent(db, request, async (trx) => {
        const order = await createOrder(trx, user, service, block);
        const files = await filesOfOrders(trx, [order.id]);
        return {
          status: 201,
          body: {
            message: ORDER_PLACED,
            order: presentOrder({ order, email: user.email, files, fileUrl }),
          } satisfies CreateOrderResponse,
        };
      });
      if (answer.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
  );

  router.get('/getorder', auth(), orderListHandler(new OrderListCache({ db, signer })));

  router.get('/getorder/:orderId', auth(), validate({ params: orderIdParams }), async (ctx) => {
    const { user } = ctx.state;
    const order = await findOrderOfUser(db, user.id, ctx.input.params.orderId);
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
    validate({ params: orderIdParams }),
    transaction(db),
    // Loaded once, locked: it names the block the body must carry and is the row the revision edits.
    ownOrderForUpdate(),
    revisionBody(),
    async (ctx) => {
      const { user, trx, order: current } = ctx.state;
      const { revision, order, files } = await createRevision(trx, {
        client: user,
        order: current,
        block: ctx.input.body,
      });
      ctx.status = 201;
      ctx.body = {
        message: REVISION_SUBMITTED,
        revision: presentRevision({ revision, order, files, fileUrl }),
      } satisfies CreateRevisionResponse;
    },
  );

  router.get('/get/revision', auth(), async (ctx) => {
    const { items, files } = await revisionsOfUser(db, ctx.state.user.id);
    const revisions: Revision[] = items.map(({ revision, order }) =>
      presentRevision({ revision, order, files, fileUrl }),
    );
    sendCacheable(ctx, { revisions } satisfies RevisionsResponse);
  });

  router.get(
    '/revision/single/:id',
    auth(),
    validate({ params: z.object({ id: uuidParam(REVISION_NOT_FOUND) }) }),
    async (ctx) => {
      const found = await findRevisionOfUser(db, ctx.state.user.id, ctx.input.params.id);
      if (!found) throw notFound(REVISION_NOT_FOUND);
      const { item, files } = found;
      sendCacheable(
        ctx,
        presentRevision({ revision: item.revision, order: item.order, files, fileUrl }) satisfies Revision,
      );
    },
  );

  return router;
}
