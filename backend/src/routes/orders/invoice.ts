import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { forbidden, notFound } from '../../errors.ts';
import { answering } from '../../middleware/answers.ts';
import { authenticate } from '../../middleware/auth.ts';
import { BAD_FILE_LINK, FILE_READER, unsignedWithBearer } from '../../middleware/signed-url.ts';
import { contentDisposition } from '../../services/files/names.ts';
import { fileSignerFor, invoiceFileName } from '../../services/files/signing.ts';
import { findOrderOfUser, ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';
import { buildInvoicePdf } from '../../services/billing/invoice-pdf.ts';
import { invoicedOrder } from '../../services/billing/invoiced-order.ts';
import { shopSettingsOf } from '../../services/settings/shop-settings.ts';
import { orderPageUrl } from '../../services/notifications/order-mail.ts';
import { isUuid } from '../../lib/ids.ts';
import { uuidParam } from '../params.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';
import { signedFileQuery } from '../files/signed-file.ts';

export const NO_INVOICE_YET = 'This order has no price yet, so no invoice';

/**
 * GET /invoices/:orderId/:fileName?exp&sig — an order's invoice PDF, made when asked (so it always
 * shows the payments received so far). Like a file link, the signature is the permission: the order
 * answer hands it to its owner and to staff, and it opens without a token (a download, a new tab).
 * Unsigned (an API token without `files:read` is answered so), it opens with the owner's bearer token.
 */
export function invoiceRoutes({ config, db }: AppDeps): Route[] {
  const signer = fileSignerFor(config);

  const invoice = defineRoute(
    {
      method: 'get',
      path: '/invoices/:orderId/:fileName',
      summary: 'An order’s invoice PDF by its signed, expiring URL (`invoiceUrl` of the order)',
      tag: 'Orders',
      access: 'public',
      params: z.object({
        orderId: uuidParam(ORDER_NOT_FOUND, 'Order id'),
        fileName: z.string().meta({ description: 'The file name (for people; not checked)' }),
      }),
      query: signedFileQuery,
      responses: {
        200: { description: 'The invoice (application/pdf)', binary: true },
        ...errorResponses(409),
      },
      before: [
        // The signature first: a bad or expired link learns nothing, not even whether the order exists.
        answering([401, 403], async (ctx, next) => {
          const { orderId } = ctx.params;
          const id = String(orderId).toLowerCase();
          if (!isUuid(id)) throw forbidden(BAD_FILE_LINK);
          if (unsignedWithBearer(ctx)) {
            const reader = await authenticate(ctx, FILE_READER);
            if (!(await findOrderOfUser(db, reader.id, id))) throw notFound(ORDER_NOT_FOUND);
          } else if (!signer.verifyInvoice(id, ctx.query.exp, ctx.query.sig)) throw forbidden(BAD_FILE_LINK);
          await next();
        }),
      ],
    },
    async (ctx) => {
      const orderId = ctx.input.params.orderId.toLowerCase();
      const invoiced = await invoicedOrder(db, orderId);
      if (!invoiced) throw notFound(ORDER_NOT_FOUND);
      const { order, price, payments, billingAddress } = invoiced;
      if (!price) throw notFound(NO_INVOICE_YET);
      const pdf = await buildInvoicePdf({
        shop: await shopSettingsOf(db),
        // With card payments on, the client pays on the order's page (its Pay button).
        payOnlineUrl: config.stripe
          ? orderPageUrl(config.publicUrl, { id: order.id, serviceKey: order.service_type })
          : null,
        order: {
          number: order.number,
          title: order.title,
          service: order.service_type,
          placedAt: order.created_at,
          invoicedAt: order.invoiced_at,
          price,
          paidCents: order.paid_cents,
          shipTo: order.ship_to,
        },
        client: { username: order.client_username, email: order.client_email, billingAddress },
        payments: payments.map((p) => ({ paidAt: p.paid_at, method: p.method, amountCents: p.amount_cents })),
      });
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Disposition', contentDisposition('inline', invoiceFileName(order.number)));
      ctx.type = 'application/pdf';
      ctx.body = Buffer.from(pdf);
    },
  );

  return [invoice];
}
