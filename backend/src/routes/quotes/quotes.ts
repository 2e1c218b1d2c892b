import { quoteSchema, type MessageResponse } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { createQuote } from '../../services/quotes/requests.ts';
import * as contract from '@stitchdesk/shared';
import { defineRoute, type Route } from '../define-route.ts';
import { quoteFormReader } from './quote-form.ts';

export const QUOTE_SENT = 'Message sent successfully!';

/** POST /quotes: the public quote form (no token); stored for staff, admins notified. */
export function quotesRoutes(deps: AppDeps): Route[] {
  const { db, config } = deps;
  const send = defineRoute(
    {
      method: 'post',
      path: '/quotes',
      summary:
        'Request a quote (public form; throttled per IP). JSON, or multipart/form-data with the same fields and up to 5 artwork files in `files` (each within UPLOAD_MAX_MB)',
      tag: 'Quotes',
      access: 'public',
      body: quoteSchema,
      responses: {
        201: { description: 'Sent', schema: contract.messageSchema },
      },
      before: [
        rateLimit({
          bucket: 'quote',
          // Counted before validation, so rejected requests use up the allowance too.
          limit: config.quoteRateLimit,
          windowSeconds: config.quoteRateWindowSeconds,
          message: 'Too many quote requests. Please try again later.',
        }),
        quoteFormReader(deps),
      ],
    },
    async (ctx) => {
      const quote = ctx.input.body;
      // A filled honeypot is a bot: it is told the same as a person, and nothing is kept.
      if (!quote.website?.trim())
        await createQuote(
          db,
          quote,
          ctx.ip || null,
          ctx.state.quoteArtwork.map((file) => file.id),
        );
      ctx.status = 201;
      ctx.body = { message: QUOTE_SENT } satisfies MessageResponse;
    },
  );

  return [send];
}
