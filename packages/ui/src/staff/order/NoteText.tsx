import toast from 'react-hot-toast';
import { shortHash } from '../../lib/format.ts';

const HASH = /(sha256:[0-9a-f]{64})/g;

/** A full hash as its short form with a button copying the whole of it. */
function Hash({ hash }: { hash: string }) {
  const copy = () =>
    void navigator.clipboard
      ?.writeText(hash)
      .then(() => toast.success('Hash copied'))
      .catch(() => toast.error('Could not copy the hash'));
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <code className="rounded bg-slate-100 px-1 text-xs" title={hash}>
        {shortHash(hash)}
      </code>
      <button
        type="button"
        onClick={copy}
        className="rounded px-1 text-xs font-semibold text-brand-700 hover:underline"
        aria-label={`Copy the full hash ${shortHash(hash)}`}
      >
        Copy
      </button>
    </span>
  );
}

/**
 * A history note as people read it: a file's sha256 shortened with a copy button (the whole hash
 * stays one click away), and any other long token free to break so the page keeps its width.
 */
export function NoteText({ text }: { text: string }) {
  const parts = text.split(HASH);
  return (
    <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]">
      {parts.map((part, i) => (i % 2 === 1 ? <Hash key={i} hash={part} /> : <bdi key={i}>{part}</bdi>))}
    </p>
  );
}
