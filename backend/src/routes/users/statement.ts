import * as contract from '@stitchdesk/shared';
import type { Statement } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { presentStatement } from '../../presenters/statement.ts';
import { statementOf } from '../../services/billing/statement/statement-query.ts';
import { createStatementCheckout } from '../../services/billing/stripe/statement-checkout.ts';
import { fileLinks } from '../file-links.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';
import { checkoutRateLimit } from '../orders/checkout.ts';

/**
 * The client's statement: what each of their orders still owes, with its invoice, and the payments
 * made, with their receipts; and paying several orders in one Checkout Session (cards on only).
 */
export function statementRoutes({ db, config }: AppDeps): Route[] {
  const links = fileLinks(config);

  const read = defineRoute(
    {
      method: 'get',
      path: '/user/statement',
      summary: 'What the caller owes, order by order, and the payments made (with receipts)',
      tag: 'Accounts',
      access: 'client',
      responses: { 200: { description: 'Statement', schema: contract.statementSchema } },
    },
    async (ctx) => {
      const { user } = ctx.state;
      const rows = await statementOf(db, user.id);
      const fileUrl = links.for(user);
      ctx.body = presentStatement(rows, {
        invoice: fileUrl.invoice,
        receipt: links.receipts(user),
      }) satisfies Statement;
    },
  );

  const checkout = defineRoute(
    {
      method: 'post',
      path: '/user/statement/checkout',
      summary:
        'One Stripe Checkout Session paying the balance of several orders (every outstanding one when `orderIds` is omitted)',
      tag: 'Accounts',
      access: 'client',
      body: contract.statementCheckoutSchema,
      responses: {
        201: { description: 'Send the browser to `url`', schema: contract.checkoutSessionSchema },
        // 404: an order that is not the caller's, or card payments are off (no Stripe keys).
        ...errorResponses(404, 409),
      },
      before: [checkoutRateLimit],
    },
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await createStatementCheckout(db, config, ctx.state.user, {
        orderIds: ctx.input.body.orderIds,
      });
    },
  );

  return [read, checkout];
}
