import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import type { FileRow, QuoteReplyRow, QuoteRow } from '../../db/rows.ts';
import { artworkOfQuotes } from './artwork.ts';
import { repliesOfQuotes } from './history.ts';
import { addJob } from '../../queue/add-job.ts';
import { QUOTE_COLUMNS, QUOTE_NOT_FOUND } from './inbox.ts';
import { quoteReplyMail } from './quote-mail.ts';
import { recordOffer, type OfferInput } from './offers.ts';

/**
 * Staff's reply to a quote request: kept in the quote's history, e-mailed to the requester (a job in
 * the same transaction, so a reply is kept exactly when its e-mail goes), and the quote moves from
 * new to replied. The quote's row is locked so two replies at once keep their order.
 */
export async function replyToQuote(
  db: Knex,
  input: { quoteId: string; authorId: string; message: string; offer?: OfferInput; publicUrl: string },
): Promise<{ quote: QuoteRow; replies: QuoteReplyRow[]; artwork: FileRow[] }> {
  return db.transaction(async (trx) => {
    const locked = await trx<QuoteRow>('quotes')
      .where({ id: input.quoteId })
      .forUpdate()
      .first('id', 'status');
    if (!locked) throw notFound(QUOTE_NOT_FOUND);
    const [reply] = await trx('quote_replies')
      .insert({
        quote_id: input.quoteId,
        author_id: input.authorId,
        message: input.message,
      })
      .returning<{ id: string }[]>(['id']);
    if (input.offer) await recordOffer(trx, input.quoteId, reply.id, input.offer);
    const [quote] = await trx('quotes')
      .where({ id: input.quoteId })
      .update({ handled: true, status: locked.status === 'new' ? 'replied' : locked.status })
      .returning<QuoteRow[]>([...QUOTE_COLUMNS]);
    await addJob(trx, 'mail:send', quoteReplyMail(quote, input.message, input.publicUrl, input.offer));
    return {
      quote,
      replies: await repliesOfQuotes(trx, [input.quoteId]),
      artwork: await artworkOfQuotes(trx, [input.quoteId]),
    };
  });
}
