import Router from '@koa/router';
import {
  quoteHandledSchema,
  staffQuotesQuerySchema,
  type StaffQuoteResponse,
  type StaffQuotesResponse,
} from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { z } from 'zod';
import { auth } from '../../middleware/auth.ts';
import { validate } from '../../middleware/validate.ts';
import { presentQuote } from '../../presenters/staff.ts';
import { listQuotes, QUOTE_NOT_FOUND, setQuoteHandled } from '../../services/quotes/inbox.ts';
import { uuidParam } from '../params.ts';
import { STAFF_ROLES } from './roles.ts';
import * as contract from '@stitchdesk/shared';
import { describeRoute, errorResponses, uuidPathDoc } from '../route-docs.ts';

export const QUOTE_UPDATED = 'Quote updated';

const idParams = z.object({ id: uuidParam(QUOTE_NOT_FOUND) });

/** The inbox of quote requests from the public form. */
export function staffQuotesRouter({ db }: AppDeps): Router {
  const router = new Router({ prefix: '/staff/quotes' });

  describeRoute(router, {
    method: 'get',
    path: '/',
    summary: 'The quote requests inbox',
    tag: 'Staff',
    access: 'staff',
    query: staffQuotesQuerySchema,
    responses: {
      200: { description: 'Quotes', schema: contract.staffQuotesResponseSchema },
      ...errorResponses(400, 401, 403),
    },
  });
  router.get('/', auth({ roles: STAFF_ROLES }), validate({ query: staffQuotesQuerySchema }), async (ctx) => {
    const { query } = ctx.input;
    const { rows, total } = await listQuotes(db, query);
    ctx.body = {
      quotes: rows.map(presentQuote),
      total,
      page: query.page,
      pageSize: query.pageSize,
    } satisfies StaffQuotesResponse;
  });

  describeRoute(router, {
    method: 'patch',
    path: '/:id',
    summary: 'Mark a quote request handled or not',
    tag: 'Staff',
    access: 'staff',
    pathParams: { id: uuidPathDoc('Quote id') },
    body: quoteHandledSchema,
    responses: {
      200: { description: 'Updated', schema: contract.staffQuoteResponseSchema },
      ...errorResponses(400, 401, 403, 404),
    },
  });
  router.patch(
    '/:id',
    auth({ roles: STAFF_ROLES }),
    validate({ params: idParams, body: quoteHandledSchema }),
    async (ctx) => {
      const { handled } = ctx.input.body;
      const row = await setQuoteHandled(db, ctx.input.params.id, handled);
      ctx.body = { message: QUOTE_UPDATED, quote: presentQuote(row) } satisfies StaffQuoteResponse;
    },
  );

  return router;
}
