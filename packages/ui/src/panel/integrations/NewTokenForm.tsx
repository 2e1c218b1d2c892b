import { useId, useState, type FormEvent } from 'react';
import {
  API_TOKEN_SCOPES,
  API_TOKEN_SCOPE_TEXT,
  MAX_API_TOKEN_NAME,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@stitchdesk/shared';
import { TextField } from '../../components/Field.tsx';
import { useCreateApiToken } from './api/api-tokens.ts';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';

export const CHOOSE_A_SCOPE = 'Choose at least one permission.';

/** Name and scopes of a new token; `onCreated` receives the token, which is never shown again. */
export function NewTokenForm({ onCreated }: { onCreated(token: CreatedApiToken): void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['orders:read']);
  const [noScope, setNoScope] = useState(false);
  const create = useCreateApiToken();
  const legendId = useId();

  const toggle = (scope: ApiTokenScope, on: boolean) => {
    setNoScope(false);
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (scopes.length === 0) {
      setNoScope(true);
      return;
    }
    create.mutate(
      { name, scopes },
      {
        onSuccess: (token) => {
          setName('');
          onCreated(token);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="New API token">
      <TextField
        label="Token name"
        hint="What uses it, e.g. “Web store” or “Shop system”."
        value={name}
        maxLength={MAX_API_TOKEN_NAME}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset aria-describedby={noScope ? `${legendId}-error` : undefined} className="flex flex-col gap-2">
        <legend id={legendId} className="mb-1 text-sm font-medium text-slate-800">
          Permissions
        </legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="flex items-start gap-3 rounded-lg p-1 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            <span>
              <span className="font-mono text-[13px] font-semibold">{scope}</span>
              <span className="block text-slate-600">{API_TOKEN_SCOPE_TEXT[scope]}</span>
            </span>
          </label>
        ))}
        {noScope ? (
          <p id={`${legendId}-error`} className="text-xs font-medium text-red-600">
            {CHOOSE_A_SCOPE}
          </p>
        ) : null}
      </fieldset>
      <div>
        <SubmitButton pending={create.isPending} pendingLabel="Creating…">
          Create token
        </SubmitButton>
      </div>
      <RequestError error={create.error} fallback="The token could not be created." />
    </form>
  );
}
