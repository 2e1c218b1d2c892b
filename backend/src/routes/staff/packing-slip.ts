import { formatOrderNumber } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { contentDisposition } from '../../services/files/names.ts';
import { buildPackingSlipPdf } from '../../services/production/packing-slip-pdf.ts';
import { packingSlipOf } from '../../services/production/packing-slip.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { errorResponses } from '../route-docs.ts';
import { viewerOf } from './roles.ts';
import { orderIdParams } from './order-step.ts';

/** GET /staff/orders/:id/packing-slip — the PDF that goes in a goods order's parcel. */
export function staffPackingSlipRoutes({ config, db }: AppDeps): Route[] {
  const slip = defineRoute(
    {
      method: 'get',
      path: '/staff/orders/:id/packing-slip',
      summary: 'A goods order’s packing slip PDF: the ship-to address and what is in the parcel',
      tag: 'Staff',
      access: 'staff',
      params: orderIdParams,
      responses: {
        200: { description: 'The packing slip (application/pdf)', binary: true },
        ...errorResponses(409),
      },
    },
    async (ctx) => {
      const { order, shipTo, contents } = await packingSlipOf(db, viewerOf(ctx), ctx.input.params.id);
      const pdf = await buildPackingSlipPdf({
        business: config.business,
        order: {
          number: order.number,
          title: order.title,
          service: order.service_type,
          placedAt: order.created_at,
        },
        shipTo,
        contents,
        printedAt: new Date(),
      });
      const name = `packing-slip-${formatOrderNumber(order.number).replace('#', '')}.pdf`;
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Disposition', contentDisposition('inline', name));
      ctx.type = 'application/pdf';
      ctx.body = Buffer.from(pdf);
    },
  );
  return [slip];
}
