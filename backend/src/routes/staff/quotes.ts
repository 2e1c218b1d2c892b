import {
  quoteHandledSchema,
  quoteReplySchema,
  type StaffQuoteReplyResponse,
  staffQuotesQuerySchema,
  type StaffQuoteResponse,
  type StaffQuotesResponse,
} from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { z } from 'zod';
import { presentQuote } from '../../presenters/staff.ts';
import { replyToQuote } from '../../services/quotes/reply.ts';
import { listQuotes, QUOTE_NOT_FOUND, setQuoteHandled } from '../../services/quotes/inbox.ts';
import { uuidParam } from '../params.ts';
import { fileLinks } from '../file-links.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';

export const QUOTE_UPDATED = 'Quote updated';
export const QUOTE_REPLIED = 'Reply sent';

const idParams = z.object({ id: uuidParam(QUOTE_NOT_FOUND, 'Quote id') });

/** The inbox of quote requests from the public form. */
export function staffQuotesRoutes({ db, config }: AppDeps): Route[] {
  const links = fileLinks(config);
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
      const { rows, total, ...parts } = await listQuotes(db, query);
      const fileUrl = links.for(ctx.state.user);
      ctx.body = {
        quotes: rows.map((row) => presentQuote(row, parts, fileUrl)),
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
      const { quote, ...parts } = await setQuoteHandled(db, ctx.input.params.id, ctx.input.body.handled);
      ctx.body = {
        message: QUOTE_UPDATED,
        quote: presentQuote(quote, parts, links.for(ctx.state.user)),
      } satisfies StaffQuoteResponse;
    },
  );

  const reply = defineRoute(
    {
      method: 'post',
      path: '/staff/quotes/:id/reply',
      summary: "Reply to a quote request: e-mailed to the requester and kept in the quote's history",
      tag: 'Staff',
      access: 'staff',
      params: idParams,
      body: quoteReplySchema,
      responses: {
        201: { description: 'Replied', schema: contract.staffQuoteReplyResponseSchema },
      },
    },
    async (ctx) => {
      const { quote, ...parts } = await replyToQuote(db, {
        quoteId: ctx.input.params.id,
        authorId: ctx.state.user.id,
        message: ctx.input.body.message,
        offer: ctx.input.body.offer,
        publicUrl: config.publicUrl,
      });
      ctx.status = 201;
      ctx.body = {
        message: QUOTE_REPLIED,
        quote: presentQuote(quote, parts, links.for(ctx.state.user)),
      } satisfies StaffQuoteReplyResponse;
    },
  );

  return [list, handled, reply];
}
