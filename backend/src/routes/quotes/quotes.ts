import Router from '@koa/router';
import { quoteSchema, type MessageResponse } from '@stitchdesk/shared';
import type { AppDeps } from '../../deps.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { validate } from '../../middleware/validate.ts';
import { createQuote } from '../../services/quotes.ts';

export const QUOTE_SENT = 'Message sent successfully!';
/** Quote requests allowed per IP within the window. */
export const QUOTE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const;

/** POST /quotes: the public quote form (no token); stored for staff, admins notified. */
export function quotesRouter({ db }: AppDeps): Router {
  const router = new Router();

  router.post(
    '/quotes',
    rateLimit({
      bucket: 'quote',
      ...QUOTE_LIMIT,
      message: 'Too many quote requests. Please try again later.',
    }),
    validate({ body: quoteSchema }),
    async (ctx) => {
      const quote = ctx.input.body;
      // A filled honeypot is a bot: it is told the same as a person, and nothing is kept.
      if (!quote.website?.trim()) await createQuote(db, quote, ctx.ip || null);
      ctx.status = 201;
      ctx.body = { message: QUOTE_SENT } satisfies MessageResponse;
    },
  );

  return router;
}
