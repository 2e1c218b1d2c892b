import type { QuoteRow } from '../../db/rows.ts';
import type { MailMessage } from '../../lib/mail-message.ts';

/** The name mail is signed with (the UI's BRAND lives in packages/ui, which the API does not import). */
const BRAND_NAME = 'Stitchdesk';

/**
 * The shop's answer to a quote request, to the address the requester gave. It carries the register
 * link, as a requester has no account yet; what follows happens in the panel of the account with
 * that address.
 */
export function quoteReplyMail(
  quote: Pick<QuoteRow, 'name' | 'email'>,
  message: string,
  publicUrl: string,
): MailMessage {
  return {
    to: quote.email,
    subject: 'About your quote request',
    text: [
      `Hello ${quote.name},`,
      '',
      message,
      '',
      `To place the order and follow it, sign in or create your account with this e-mail address (${quote.email}):`,
      `${publicUrl}/register`,
      '',
      `— ${BRAND_NAME}`,
    ].join('\n'),
  };
}
