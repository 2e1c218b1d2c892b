import { formatCents, formatOrderNumber, SERVICE_TITLES, type QuoteReply } from '@stitchdesk/shared';
import { formatDateTime } from '../../lib/format.ts';

const OFFER_STATUS: Record<NonNullable<QuoteReply['offer']>['status'], string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** A quote's replies, oldest first, as the inbox lists them: who sent each, when, and its offer. */
export function QuoteReplies({ replies }: { replies: QuoteReply[] }) {
  return (
    <section aria-label="Replies">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Replies</h3>
      <ol className="mt-1 flex flex-col gap-2">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-lg bg-slate-50 px-3 py-2">
            <p className="text-xs text-slate-500">
              <bdi>{reply.by?.username ?? 'A former staff member'}</bdi> ·{' '}
              <time dateTime={reply.sentAt}>{formatDateTime(reply.sentAt)}</time>
            </p>
            <p className="text-sm whitespace-pre-wrap text-slate-800">
              <bdi>{reply.message}</bdi>
            </p>
            {reply.offer ? <ReplyOffer offer={reply.offer} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ReplyOffer({ offer }: { offer: NonNullable<QuoteReply['offer']> }) {
  return (
    <p className="mt-1 text-sm text-slate-700">
      Offer: <bdi className="font-semibold">{offer.title}</bdi> ({SERVICE_TITLES[offer.service]}) for{' '}
      {formatCents(offer.amountCents)} · {OFFER_STATUS[offer.status]}
      {offer.orderNumber === undefined ? null : <>, order {formatOrderNumber(offer.orderNumber)}</>}
    </p>
  );
}
