import type { QuoteRow } from '../../db/rows.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { formatCents, OFFER_VALID_DAYS, SERVICE_LABELS } from '@stitchdesk/shared';
import type { OfferInput } from './offers.ts';

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
  offer?: OfferInput,
): MailMessage {
  const offerLines = offer
    ? [
        `Our offer: ${offer.title} (${SERVICE_LABELS[offer.service]}) for ${formatCents(offer.amountCents)}, valid for ${OFFER_VALID_DAYS} days.`,
        '',
        `Accept it in your panel: ${publicUrl}/clientpanel/offers`,
        `No account yet? Create one with this e-mail address (${quote.email}) and the offer is there:`,
        `${publicUrl}/register`,
      ]
    : [
        `To place the order and follow it, sign in or create your account with this e-mail address (${quote.email}):`,
        `${publicUrl}/register`,
      ];
  return {
    to: quote.email,
    subject: offer ? 'Your quote: our offer' : 'About your quote request',
    text: [`Hello ${quote.name},`, '', message, '', ...offerLines, '', `— ${BRAND_NAME}`].join('\n'),
  };
}
