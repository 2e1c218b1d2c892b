import {
  quoteHandledSchema,
  staffQuotesQuerySchema,
  type StaffQuoteResponse,
  type StaffQuotesResponse,
} from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { z } from 'zod';
import { presentQuote } from '../../presenters/staff.ts';
import { listQuotes, QUOTE_NOT_FOUND, setQuoteHandled } from '../../services/quotes/inbox.ts';
import { uuidParam } from '../params.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';

export const QUOTE_UPDATED = 'Quote updated';

const idParams = z.object({ id: uuidParam(QUOTE_NOT_FOUND, 'Quote id') });

/** The inbox of quote requests from the public form. */
export function staffQuotesRoutes({ db }: AppDeps): Route[] {
  const list = defineRoute(
    {
      method: 'get',
      path: '/staff/quotes',
      summary: 'The quote requests inbox',
      tag: 'Staff',
      access: 'staff',
      query: staffQuotesQuerySchema,
      responses: {
        200: { description: 'Quotes', schema: contract.staffQuotesResponseSchema },
      },
    },
    async (ctx) => {
      const { query } = ctx.input;
      const { rows, total } = await listQuotes(db, query);
      ctx.body = {
        quotes: rows.map(presentQuote),
        total,
        page: query.page,
        pageSize: query.pageSize,
      } satisfies StaffQuotesResponse;
    },
  );

  const handled = defineRoute(
    {
      method: 'patch',
      path: '/staff/quotes/:id',
      summary: 'Mark a quote request handled or not',
      tag: 'Staff',
      access: 'staff',
      params: idParams,
      body: quoteHandledSchema,
      responses: {
        200: { description: 'Updated', schema: contract.staffQuoteResponseSchema },
      },
    },
    async (ctx) => {
      const row = await setQuoteHandled(db, ctx.input.params.id, ctx.input.body.handled);
      ctx.body = { message: QUOTE_UPDATED, quote: presentQuote(row) } satisfies StaffQuoteResponse;
    },
  );

  return [list, handled];
}
