import { useState } from 'react';
import type { ApiToken } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useRevokeApiToken } from './api/api-tokens.ts';
import { RequestError } from '../../components/RequestError.tsx';
import { ConfirmRemoval } from '../../components/ConfirmRemoval.tsx';

/** The client's tokens: name, prefix, permissions, when created and last used; each revocable. */
export function TokenList({ tokens }: { tokens: readonly ApiToken[] }) {
  return (
    <ul
      aria-label="Your API tokens"
      className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200"
    >
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} />
      ))}
    </ul>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiToken();
  return (
    <li className="flex flex-col gap-2 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-slate-900">{token.name}</p>
          <p className="font-mono text-[13px] text-slate-600">{token.prefix}…</p>
          <ul aria-label="Permissions" className="mt-1 flex flex-wrap gap-1">
            {token.scopes.map((scope) => (
              <li key={scope} className="rounded-md bg-brand-50 px-2 py-0.5 font-mono text-xs text-brand-800">
                {scope}
              </li>
            ))}
          </ul>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-slate-500">Created</dt>
            <dd className="text-slate-800">{formatDateTime(token.createdAt)}</dd>
            <dt className="text-slate-500">Last used</dt>
            <dd className="text-slate-800">
              {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}
            </dd>
          </dl>
        </div>
        {confirming ? (
          <ConfirmRemoval
            question={`Revoke “${token.name}”?`}
            confirmLabel="Revoke"
            pendingLabel="Revoking…"
            pending={revoke.isPending}
            onConfirm={() => revoke.mutate(token.id)}
            onKeep={() => setConfirming(false)}
          >
            Revoke “{token.name}”? Scripts using it stop at once.
          </ConfirmRemoval>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Revoke “${token.name}”`}
            onClick={() => setConfirming(true)}
          >
            Revoke
          </Button>
        )}
      </div>
      <RequestError error={revoke.error} fallback="The token could not be revoked." />
    </li>
  );
}
