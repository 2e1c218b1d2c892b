import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { answering } from '../../middleware/answers.ts';
import { authenticate, type AuthOptions } from '../../middleware/auth.ts';
import { BAD_FILE_LINK, unsignedWithBearer } from '../../middleware/signed-url.ts';
import { receiptFile, RECEIPT_NOT_FOUND } from '../../services/billing/receipts/receipt.ts';
import { contentDisposition } from '../../services/files/names.ts';
import { fileSignerFor } from '../../services/files/signing.ts';
import type { Viewer } from '../../policies.ts';
import { uuidParam } from '../params.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { signedFileQuery } from '../files/signed-file.ts';

/** Without a signature, a receipt opens for its client's bearer token, or a staff member's who sees the order. */
const RECEIPT_READER = {
  roles: ['client', 'employee', 'admin'],
  scope: 'files:read',
} as const satisfies AuthOptions;

/**
 * GET /receipts/:paymentId/:fileName?exp&sig — a payment's receipt PDF, made when asked. As with an
 * invoice, the signature is the permission (the statement and the receipt e-mail hand it to the
 * order's client); unsigned, it opens with the client's bearer token or a staff member's.
 */
export function receiptRoutes({ config, db }: AppDeps): Route[] {
  const signer = fileSignerFor(config);

  const receipt = defineRoute(
    {
      method: 'get',
      path: '/receipts/:paymentId/:fileName',
      summary: 'A payment’s receipt PDF by its signed, expiring URL (`receiptUrl` of the statement)',
      tag: 'Accounts',
      access: 'public',
      params: z.object({
        paymentId: uuidParam(RECEIPT_NOT_FOUND, 'Payment id'),
        fileName: z.string().meta({ description: 'The file name (for people; not checked)' }),
      }),
      query: signedFileQuery,
      responses: { 200: { description: 'The receipt (application/pdf)', binary: true } },
      before: [
        // The signature first: a bad or expired link learns nothing, not even whether the payment exists.
        answering([401, 403], async (ctx, next) => {
          const id = String(ctx.params.paymentId).toLowerCase();
          if (!isUuid(id)) throw forbidden(BAD_FILE_LINK);
          if (unsignedWithBearer(ctx)) {
            const reader = await authenticate(ctx, RECEIPT_READER);
            ctx.state.receiptViewer = { id: reader.id, role: reader.role } satisfies Viewer;
          } else if (!signer.verifyReceipt(id, ctx.query.exp, ctx.query.sig)) throw forbidden(BAD_FILE_LINK);
          await next();
        }),
      ],
    },
    async (ctx) => {
      const viewer = ctx.state.receiptViewer as Viewer | undefined;
      const { pdf, fileName } = await receiptFile(db, ctx.input.params.paymentId.toLowerCase(), viewer);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Disposition', contentDisposition('inline', fileName));
      ctx.type = 'application/pdf';
      ctx.body = Buffer.from(pdf);
    },
  );

  return [receipt];
}
