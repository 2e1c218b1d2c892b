import type { QuoteReply } from '@stitchdesk/shared';
import { formatDateTime } from '../../lib/format.ts';

/** A quote's replies, oldest first, as the reply's answer gives them. */
export function QuoteReplies({ replies }: { replies: QuoteReply[] }) {
  return (
    <section aria-label="Replies">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Replies</h3>
      <ol className="mt-1 flex flex-col gap-2">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-lg bg-slate-50 px-3 py-2">
            <p className="text-xs text-slate-500">
              <bdi>{reply.author ?? 'A former staff member'}</bdi> ·{' '}
              <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
            </p>
            <p className="text-sm whitespace-pre-wrap text-slate-800">
              <bdi>{reply.message}</bdi>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
