import Router from '@koa/router';
import {
  quoteHandledSchema,
  staffQuotesQuerySchema,
  type StaffQuoteResponse,
  type StaffQuotesResponse,
} from '@stitchdesk/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { auth } from '../../middleware/auth.ts';
import { validate } from '../../middleware/validate.ts';
import { isUuid } from '../../services/orders.ts';
import { presentQuote } from '../../services/staff/presenters.ts';
import { listQuotes, QUOTE_NOT_FOUND, setQuoteHandled } from '../../services/staff/quotes.ts';
import { STAFF_ROLES } from './roles.ts';

export const QUOTE_UPDATED = 'Quote updated';

/** The inbox of quote requests from the public form. */
export function staffQuotesRouter({ db }: AppDeps): Router {
  const router = new Router({ prefix: '/staff/quotes' });

  router.get('/', auth({ roles: STAFF_ROLES }), validate({ query: staffQuotesQuerySchema }), async (ctx) => {
    const query = ctx.state.query as z.output<typeof staffQuotesQuerySchema>;
    const { rows, total } = await listQuotes(db, query);
    ctx.body = {
      quotes: rows.map(presentQuote),
      total,
      page: query.page,
      pageSize: query.pageSize,
    } satisfies StaffQuotesResponse;
  });

  router.patch('/:id', auth({ roles: STAFF_ROLES }), validate({ body: quoteHandledSchema }), async (ctx) => {
    if (!isUuid(ctx.params.id)) throw notFound(QUOTE_NOT_FOUND);
    const { handled } = ctx.state.body as z.output<typeof quoteHandledSchema>;
    const row = await setQuoteHandled(db, ctx.params.id, handled);
    ctx.body = { message: QUOTE_UPDATED, quote: presentQuote(row) } satisfies StaffQuoteResponse;
  });

  return router;
}
