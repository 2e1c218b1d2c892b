import { useEffect, useRef, useState } from 'react';
import type { CreatedApiToken } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';

/** The token just created, shown this once, with a copy button and a warning. */
export function NewTokenShown({ token, onDone }: { token: CreatedApiToken; onDone(): void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces had the focus: move it here so a keyboard user lands on the token.
  useEffect(() => heading.current?.focus(), []);

  const copy = () => {
    navigator.clipboard.writeText(token.token).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        Your new token “{token.name}”
      </h3>
      <p role="alert" className="text-sm text-amber-900">
        Copy it now and keep it somewhere safe: it will not be shown again. Anyone who has it can act on your
        orders within its permissions.
      </p>
      <code
        aria-label="New API token"
        className="block rounded-lg border border-slate-200 bg-white p-3 font-mono text-[13px] break-all text-slate-900"
      >
        {token.token}
      </code>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={copy}>
          Copy token
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {copied === 'yes'
            ? 'Copied.'
            : copied === 'failed'
              ? 'Could not copy: select the token and copy it.'
              : ''}
        </span>
      </div>
    </div>
  );
}
