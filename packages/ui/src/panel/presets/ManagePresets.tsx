import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SERVICE_LABELS, type Preset, type ServiceKey } from '@stitchdesk/shared';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { TextField } from '../../components/Field.tsx';
import { useDeletePreset } from './api/delete-preset.ts';
import { useUpdatePreset } from './api/update-preset.ts';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { ConfirmRemoval } from '../../components/ConfirmRemoval.tsx';

/**
 * Every preset of the client, each with rename and delete (asked to confirm). A preset of another
 * service opens that service's form with it applied.
 */
export function ManagePresets({
  presets,
  currentService,
}: {
  presets: readonly Preset[];
  currentService: ServiceKey;
}) {
  if (presets.length === 0) return <p className="text-sm text-slate-600">You have no presets yet.</p>;
  return (
    <ul
      aria-label="Your presets"
      className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200"
    >
      {presets.map((preset) => (
        <PresetRow key={preset._id} preset={preset} currentService={currentService} />
      ))}
    </ul>
  );
}

type Mode = 'view' | 'rename' | 'confirm-delete';

function PresetRow({ preset, currentService }: { preset: Preset; currentService: ServiceKey }) {
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(preset.name);
  const rename = useUpdatePreset();
  const remove = useDeletePreset();
  const otherService = preset.service !== SERVICE_LABELS[currentService];

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: preset._id, name }, { onSuccess: () => setMode('view') });
  };

  return (
    <li className="flex flex-col gap-2 p-3">
      {mode === 'rename' ? (
        <form onSubmit={onRename} className="flex flex-wrap items-end gap-2">
          <TextField
            label={`New name for “${preset.name}”`}
            className="min-w-48 flex-1"
            value={name}
            maxLength={60}
            required
            onChange={(event) => setName(event.target.value)}
          />
          <SubmitButton size="sm" pending={rename.isPending} pendingLabel="Saving…">
            Save name
          </SubmitButton>
          <Button variant="ghost" size="sm" onClick={() => setMode('view')}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm">
            <span className="font-medium text-slate-900">{preset.name}</span>{' '}
            <span className="text-slate-600">· {preset.service}</span>
          </p>
          {mode === 'confirm-delete' ? (
            <ConfirmRemoval
              question={`Delete “${preset.name}”?`}
              confirmLabel="Delete"
              pendingLabel="Deleting…"
              pending={remove.isPending}
              onConfirm={() => remove.mutate(preset._id)}
              onKeep={() => setMode('view')}
            >
              Delete “{preset.name}”?
            </ConfirmRemoval>
          ) : (
            <div className="flex flex-wrap gap-2">
              {otherService ? (
                <Link
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  to={`/clientpanel/neworder/${encodeURIComponent(preset.service)}?preset=${preset._id}`}
                  aria-label={`Open ${preset.service} form with “${preset.name}”`}
                >
                  Open {preset.service} form
                </Link>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Rename “${preset.name}”`}
                onClick={() => {
                  setName(preset.name);
                  setMode('rename');
                }}
              >
                Rename
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Delete “${preset.name}”`}
                onClick={() => setMode('confirm-delete')}
              >
                Delete
              </Button>
            </div>
          )}
        </div>
      )}
      <RequestError error={rename.error} fallback="The preset could not be renamed." />
      <RequestError error={remove.error} fallback="The preset could not be deleted." />
    </li>
  );
}
