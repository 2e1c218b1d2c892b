import { useId, useState } from 'react';
import type { CreatedApiToken } from '@stitchdesk/shared';
import { Card } from '../../components/Card.tsx';
import { Empty, LoadError, Loading } from '../../components/Loading.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useApiTokens } from './api/api-tokens.ts';
import { NewTokenForm } from './NewTokenForm.tsx';
import { NewTokenShown } from './NewTokenShown.tsx';
import { TokenList } from './TokenList.tsx';

/** Personal API tokens (issue 27): create one (shown once), see them, revoke them. */
export function ApiTokensSection() {
  const headingId = useId();
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        API tokens
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A token lets your own system (a web store, a shop-management tool, a script) call the Stitchdesk API
        for you: send it as <code className="font-mono text-[13px]">Authorization: Bearer &lt;token&gt;</code>
        . It can do only what its permissions allow.
      </p>
      <div className="mt-5 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div>
          {created ? (
            <NewTokenShown token={created} onDone={() => setCreated(null)} />
          ) : (
            <NewTokenForm onCreated={setCreated} />
          )}
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold text-slate-800">Your tokens</h3>
          {tokens.isPending ? (
            <Loading text="Loading tokens..." />
          ) : tokens.isError ? (
            <LoadError message={errorMessage(tokens.error, 'Your tokens could not be loaded.')} />
          ) : tokens.data.length === 0 ? (
            <Empty>You have no API tokens yet.</Empty>
          ) : (
            <TokenList tokens={tokens.data} />
          )}
        </div>
      </div>
    </Card>
  );
}
