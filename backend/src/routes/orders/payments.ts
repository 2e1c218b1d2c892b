import * as contract from '@stitchdesk/shared';
import type { OrderPayments } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { presentOrderPayments } from '../../presenters/payments.ts';
import { paymentsOfClientOrder } from '../../services/billing/order-payments.ts';
import { ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';
import { fileLinks } from '../file-links.ts';
import { uuidParam } from '../params.ts';
import { defineRoute, type Route } from '../define-route.ts';

/**
 * The payment history of one's own order (issue 35): every payment and refund, oldest first, with the
 * receipts of payments taken online. Another client's order is 404, as one that is not there.
 */
export function orderPaymentsRoutes({ db, config }: AppDeps): Route[] {
  const links = fileLinks(config);

  const list = defineRoute(
    {
      method: 'get',
      path: '/order/:orderId/payments',
      summary: 'The order’s payments and refunds, oldest first, with the receipts of online payments',
      tag: 'Orders',
      access: 'client',
      params: z.object({ orderId: uuidParam(ORDER_NOT_FOUND, 'Order id') }),
      responses: { 200: { description: 'Payment history', schema: contract.orderPaymentsSchema } },
    },
    async (ctx) => {
      const { user } = ctx.state;
      const rows = await paymentsOfClientOrder(db, user.id, ctx.input.params.orderId);
      if (!rows) throw notFound(ORDER_NOT_FOUND);
      ctx.body = presentOrderPayments(rows, links.receipts(user)) satisfies OrderPayments;
    },
  );

  return [list];
}
