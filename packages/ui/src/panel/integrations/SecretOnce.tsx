import { useId, useState } from 'react';
import { Button } from '../../components/Button.tsx';

/** The signing secret of a new endpoint: shown this once, with a button to copy it. */
export function SecretOnce({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const headingId = useId();
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        Signing secret for {url}
      </h3>
      <p className="text-sm text-slate-700">
        Copy it now: it is not shown again. Your system checks each delivery’s signature with it.
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Secret
        <input
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs break-all text-slate-900"
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => void copy()}>
          Copy secret
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          I have saved it
        </Button>
        <span role="status" className="text-sm text-emerald-700">
          {copied ? 'Copied' : ''}
        </span>
      </div>
    </section>
  );
}
