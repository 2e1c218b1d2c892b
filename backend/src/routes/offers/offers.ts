import type { CreateOrderResponse, OfferResponse, OffersResponse } from '@stitchdesk/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requestFingerprint } from '../../lib/idempotency.ts';
import { userRateLimit } from '../../middleware/rate-limit.ts';
import { presentOffer } from '../../presenters/offer.ts';
import { NOTHING_DELIVERED_YET, presentOrder } from '../../presenters/order.ts';
import { orderLimitOf } from '../../services/accounts/allowances.ts';
import { placeOrder } from '../../services/orders/place-order.ts';
import {
  acceptedOffer,
  declineOffer,
  OFFER_NOT_FOUND,
  offerBlock,
  offerOfClient,
  offersOfClient,
} from '../../services/quotes/offers.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';
import { fileLinks } from '../file-links.ts';
import { uuidParam } from '../params.ts';
import { errorResponses } from '../route-docs.ts';
import { stitchViewWith } from '../stitch-view.ts';

export const OFFER_ACCEPTED = 'Offer accepted: your order is placed';
export const OFFER_DECLINED = 'Offer declined';

const idParams = z.object({ id: uuidParam(OFFER_NOT_FOUND, 'Offer id') });

/**
 * The offers staff made in reply to quotes, in the panel of the account with the quote's e-mail:
 * listed, accepted (an order placed at the offered price, as any order is placed) or declined.
 */
export function offersRoutes({ db, config }: AppDeps): Route[] {
  const links = fileLinks(config);

  const list = defineRoute(
    {
      method: 'get',
      path: '/user/offers',
      summary: "The offers made to the caller's e-mail address in reply to quote requests, newest first",
      tag: 'Quotes',
      access: 'client',
      scope: 'orders:read',
      responses: { 200: { description: 'Offers', schema: contract.offersResponseSchema } },
    },
    async (ctx) => {
      const rows = await offersOfClient(db, ctx.state.user);
      const now = new Date();
      ctx.body = { offers: rows.map((row) => presentOffer(row, now)) } satisfies OffersResponse;
    },
  );

  const accept = defineRoute(
    {
      method: 'post',
      path: '/user/offers/:id/accept',
      summary:
        "Accept an offer: an order placed at the offered price (`order.price.amountCents`), the quote won. 410 once the offer's 30 days are over, 409 once settled",
      tag: 'Quotes',
      access: 'client',
      scope: 'orders:write',
      idempotent: true,
      params: idParams,
      // Counted in the client's order allowance, as every placed order is.
      before: [
        userRateLimit({
          bucket: 'order',
          limit: (ctx) => orderLimitOf(config, ctx.state.user),
          windowSeconds: config.orderRateWindowSeconds,
          what: 'orders',
        }),
      ],
      responses: {
        201: { description: 'Placed', schema: contract.createOrderResponseSchema },
        ...errorResponses(409, 410, 422),
      },
    },
    async (ctx) => {
      const { user, idempotencyKey } = ctx.state;
      const offer = await offerOfClient(db, user, ctx.input.params.id);
      const request = idempotencyKey
        ? { userId: user.id, key: idempotencyKey, fingerprint: requestFingerprint(['acceptoffer', offer.id]) }
        : null;
      const answer = await placeOrder(
        db,
        {
          client: user,
          service: offer.service,
          block: offerBlock(offer),
          config,
          request,
          agreed: acceptedOffer(user, offer.id),
        },
        ({ reading, ...placed }) => ({
          status: 201,
          body: {
            message: OFFER_ACCEPTED,
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

  const decline = defineRoute(
    {
      method: 'post',
      path: '/user/offers/:id/decline',
      summary: 'Decline an offer: the quote is lost',
      tag: 'Quotes',
      access: 'client',
      scope: 'orders:write',
      params: idParams,
      responses: {
        200: { description: 'Declined', schema: contract.offerResponseSchema },
        ...errorResponses(409, 410),
      },
    },
    async (ctx) => {
      const row = await declineOffer(db, ctx.state.user, ctx.input.params.id);
      ctx.body = { message: OFFER_DECLINED, offer: presentOffer(row) } satisfies OfferResponse;
    },
  );

  return [list, accept, decline];
}
