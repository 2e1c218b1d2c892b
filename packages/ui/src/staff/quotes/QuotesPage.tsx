import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { StaffQuote, StaffQuoteReplyResponse } from '@stitchdesk/shared';
import { FormMessage } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import { Pager } from '../components/Pager.tsx';
import { formatDateTime, formatFileSize } from '../../lib/format.ts';
import { useQuotes, type QuoteFilter } from './api/get-quotes.ts';
import { useSetQuoteHandled } from './api/set-quote-handled.ts';
import { QueryResult } from '../../components/QueryResult.tsx';
import { QuoteReplies } from './QuoteReplies.tsx';
import { QuoteReplyForm } from './QuoteReplyForm.tsx';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';

const FILTERS: { value: QuoteFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** /staff/quotes — quote requests from the public form, newest first. */
export default function QuotesPage() {
  const [filter, setFilter] = useState<QuoteFilter>('open');
  const [page, setPage] = useState(1);
  const quotes = useQuotes({ filter, page });
  // Said on the page, not on the quote: a replied quote is handled, so it leaves the Open list.
  const [sent, setSent] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">Quote requests</h1>
      <div role="group" aria-label="Show quotes" className="flex gap-1.5">
        {FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => {
              setFilter(option.value);
              setPage(1);
            }}
            className={`inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold ${
              filter === option.value
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      {sent ? <FormMessage tone="success">{sent}</FormMessage> : null}
      <QueryResult
        query={quotes}
        loading="Loading quotes..."
        failed="Could not load the quotes"
        empty="No quote requests."
        isEmpty={(data) => data.quotes.length === 0}
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3">
              {data.quotes.map((quote) => (
                <QuoteItem
                  key={quote.id}
                  quote={quote}
                  onReplied={(result) => setSent(`${result.message} to ${result.quote.email}`)}
                  onReplying={() => setSent(null)}
                />
              ))}
            </ul>
            <Pager
              label="Quote pages"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={setPage}
            />
          </>
        )}
      </QueryResult>
    </div>
  );
}

function QuoteItem({
  quote,
  onReplied,
  onReplying,
}: {
  quote: StaffQuote;
  onReplied: (result: StaffQuoteReplyResponse) => void;
  onReplying: () => void;
}) {
  const setHandled = useSetQuoteHandled();
  const formId = useId();
  const replyButton = useRef<HTMLButtonElement>(null);
  const [replying, setReplying] = useState(false);
  const closeForm = () => {
    setReplying(false);
    replyButton.current?.focus();
  };
  const toggle = () =>
    setHandled.mutate(
      { id: quote.id, handled: !quote.handled },
      {
        onSuccess: () => toast.success(quote.handled ? 'Quote reopened' : 'Quote marked handled'),
        onError: (error) => toast.error(errorMessage(error, 'Could not update the quote')),
      },
    );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <article aria-label={`Quote from ${quote.name}`} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-base font-semibold break-words">{quote.name}</h2>
            <a href={`mailto:${quote.email}`} className="text-sm break-all text-brand-700 hover:underline">
              {quote.email}
            </a>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <QuoteStatusBadge status={quote.status} />
            {quote.handled ? (
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                Handled
              </span>
            ) : null}
            <button
              type="button"
              disabled={setHandled.isPending}
              onClick={toggle}
              className="inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-700 disabled:opacity-50"
            >
              {quote.handled ? 'Mark open' : 'Mark handled'}
            </button>
            <button
              ref={replyButton}
              type="button"
              aria-expanded={replying}
              aria-controls={replying ? formId : undefined}
              onClick={() => {
                if (!replying) onReplying();
                setReplying(!replying);
              }}
              className="inline-flex h-9 items-center rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              Reply
            </button>
          </div>
        </div>
        <p className="text-xs text-slate-500">
          {quote.services} · <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt)}</time>
        </p>
        <p className="text-sm whitespace-pre-wrap text-slate-800">
          <bdi>{quote.message}</bdi>
        </p>
        {quote.artwork.length ? <QuoteArtwork artwork={quote.artwork} /> : null}
        {quote.replies.length ? <QuoteReplies replies={quote.replies} /> : null}
        {replying ? (
          <QuoteReplyForm
            id={formId}
            quote={quote}
            onCancel={closeForm}
            onSent={(result) => {
              closeForm();
              onReplied(result);
            }}
          />
        ) : null}
      </article>
    </li>
  );
}

/** The files the requester sent, each opened by its signed link. */
export function QuoteArtwork({ artwork }: { artwork: StaffQuote['artwork'] }) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Artwork</h3>
      <ul aria-label="Artwork" className="mt-1 flex flex-wrap gap-2">
        {artwork.map((file) => (
          <li key={file.url}>
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium break-all text-brand-700 hover:border-brand-400 hover:underline"
            >
              {file.name}
              <span className="text-xs text-slate-500">{formatFileSize(file.size)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
