import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  ALLOWANCE_KINDS,
  ALLOWANCE_LABELS,
  MAX_ALLOWANCE,
  type AllowanceKind,
  type ClientAllowancesResponse,
  type StaffClient,
} from '@stitchdesk/shared';
import { TextField } from '../../components/Field.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { errorMessage } from '../../lib/http.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useClientAllowances, useSetClientAllowances } from './api/allowances.ts';
import { SubmitButton } from '../../components/SubmitButton.tsx';

/** "10 minutes", "1 hour": a limit's window as a person says it. */
function windowText(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

type AllowancesOwner = Pick<StaffClient, 'id' | 'username'>;

const valueText = (value: number | null) => (value === null ? 'default' : value.toLocaleString());

/**
 * A client's allowances (issue 27): uploads and orders per window and the storage quota, each the
 * server's default unless raised; an admin changes them; every change is listed with who and when.
 */
export function ClientAllowances({
  client,
  canEdit,
  initial,
}: {
  client: AllowancesOwner;
  canEdit: boolean;
  /** The allowances as a page already read them (the client page): shown without reading them again. */
  initial?: ClientAllowancesResponse;
}) {
  const allowances = useClientAllowances(client.id, initial);
  if (allowances.isPending) return <Loading text="Loading allowances..." />;
  if (allowances.isError)
    return <LoadError message={errorMessage(allowances.error, 'The allowances could not be loaded.')} />;
  return <AllowancesView client={client} data={allowances.data} canEdit={canEdit} />;
}

function AllowancesView({
  client,
  data,
  canEdit,
}: {
  client: AllowancesOwner;
  data: ClientAllowancesResponse;
  canEdit: boolean;
}) {
  const [draft, setDraft] = useState<Record<AllowanceKind, string>>(() => ({
    uploadsPerWindow: data.uploadsPerWindow.override?.toString() ?? '',
    ordersPerWindow: data.ordersPerWindow.override?.toString() ?? '',
    storageQuotaMb: data.storageQuotaMb.override?.toString() ?? '',
  }));
  const save = useSetClientAllowances(client.id);
  const windows: Record<AllowanceKind, string> = {
    uploadsPerWindow: `per ${windowText(data.uploadWindowSeconds)}`,
    ordersPerWindow: `per ${windowText(data.orderWindowSeconds)}`,
    storageQuotaMb: 'MB in all',
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = (text: string) => (text.trim() === '' ? null : Number(text));
    save.mutate(
      {
        uploadsPerWindow: value(draft.uploadsPerWindow),
        ordersPerWindow: value(draft.ordersPerWindow),
        storageQuotaMb: value(draft.storageQuotaMb),
      },
      {
        onSuccess: () => toast.success(`Allowances of ${client.username} saved`),
        onError: (error) => toast.error(errorMessage(error, 'Could not save the allowances')),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg bg-slate-50 p-4">
      {canEdit ? (
        <form
          onSubmit={onSubmit}
          aria-label={`Allowances of ${client.username}`}
          className="grid grid-cols-1 gap-3 sm:grid-cols-3"
        >
          {ALLOWANCE_KINDS.map((kind) => (
            <TextField
              key={kind}
              label={ALLOWANCE_LABELS[kind]}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ALLOWANCE}
              step={1}
              placeholder={`Default: ${data[kind].default.toLocaleString()}`}
              hint={`Now ${data[kind].value.toLocaleString()} ${windows[kind]}. Empty: the default.`}
              value={draft[kind]}
              onChange={(event) => setDraft((current) => ({ ...current, [kind]: event.target.value }))}
            />
          ))}
          <div className="sm:col-span-3">
            <SubmitButton size="sm" pending={save.isPending} pendingLabel="Saving…">
              Save allowances
            </SubmitButton>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          {ALLOWANCE_KINDS.map((kind) => (
            <div key={kind}>
              <dt className="text-slate-500">{ALLOWANCE_LABELS[kind]}</dt>
              <dd className="text-slate-900">
                {data[kind].value.toLocaleString()} {windows[kind]}
                {data[kind].override === null ? ' (default)' : ''}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div>
        <h4 className="text-sm font-semibold text-slate-800">History</h4>
        {data.history.length === 0 ? (
          <p className="text-sm text-slate-600">Never changed: the defaults apply.</p>
        ) : (
          <ul
            aria-label={`Allowance changes of ${client.username}`}
            className="mt-1 flex flex-col gap-1 text-sm"
          >
            {data.history.map((event) => (
              <li key={event.id} className="text-slate-700">
                {formatDateTime(event.at)}: {event.by?.username ?? 'A removed account'} set{' '}
                {ALLOWANCE_LABELS[event.kind].toLowerCase()} from {valueText(event.from)} to{' '}
                {valueText(event.to)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
