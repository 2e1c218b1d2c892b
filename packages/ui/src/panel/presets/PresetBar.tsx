import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SERVICE_LABELS, type Preset, type ServiceKey } from '@stitchdesk/shared';
import { Button } from '../../components/Button.tsx';
import { FormMessage, SelectField, TextField } from '../../components/Field.tsx';
import { errorMessage } from '../../lib/http.ts';
import type { OrderDraft } from '../order-form/draft.ts';
import { usePresets } from './api/get-presets.ts';
import { useSavePreset } from './api/save-preset.ts';
import { useUpdatePreset } from './api/update-preset.ts';
import { ManagePresets } from './ManagePresets.tsx';
import { draftFromPresetFields, presetFieldsFromDraft } from './preset-draft.ts';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';

export interface PresetBarProps {
  service: ServiceKey;
  draft: OrderDraft;
  /** Replaces the form's fields (the title and the files stay). */
  onApply(next: (current: OrderDraft) => OrderDraft): void;
  /** A preset to apply once the list has loaded (`?preset=<id>`, from the manage list). */
  initialPresetId?: string | null;
  disabled?: boolean;
}

/**
 * Order presets on the new-order form: "Use preset" fills the form from a saved preset of this
 * service, "Save as preset" saves the form's service and fields (not title, not files) under a name,
 * "Manage presets" renames and deletes.
 */
export function PresetBar({ service, draft, onApply, initialPresetId, disabled = false }: PresetBarProps) {
  const presets = usePresets();
  const [chosen, setChosen] = useState('');
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const appliedInitial = useRef(false);

  const own = (presets.data ?? []).filter((p) => p.service === SERVICE_LABELS[service]);

  const apply = (preset: Preset) => {
    onApply((current) => draftFromPresetFields(preset.fields, current));
    setNotice(`Preset “${preset.name}” applied`);
  };

  useEffect(() => {
    if (appliedInitial.current || !initialPresetId || !presets.data) return;
    appliedInitial.current = true;
    const preset = presets.data.find((p) => p._id === initialPresetId);
    if (preset && preset.service === SERVICE_LABELS[service]) apply(preset);
    // Applied once, when the list first arrives; later refetches must not overwrite edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialPresetId, presets.data, service]);

  const update = useUpdatePreset();
  const onUpdate = () => {
    const preset = own.find((p) => p._id === chosen);
    if (!preset) return;
    update.mutate(
      { id: preset._id, fields: presetFieldsFromDraft(service, draft) },
      { onSuccess: () => setNotice(`Preset “${preset.name}” updated with this form’s fields`) },
    );
  };

  const onUse = (event: FormEvent) => {
    event.preventDefault();
    const preset = own.find((p) => p._id === chosen);
    if (preset) apply(preset);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Presets
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={saving}
            disabled={disabled}
            onClick={() => {
              setSaving((open) => !open);
              setNotice(null);
            }}
          >
            Save as preset
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={managing}
            onClick={() => setManaging((open) => !open)}
          >
            Manage presets
          </Button>
        </div>
      </div>

      {presets.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading presets…
        </p>
      ) : presets.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <FormMessage tone="error">
            {errorMessage(presets.error, 'Presets could not be loaded.')}
          </FormMessage>
          <Button variant="secondary" size="sm" onClick={() => void presets.refetch()}>
            Try again
          </Button>
        </div>
      ) : own.length === 0 ? (
        <p className="text-sm text-slate-600">
          No {SERVICE_LABELS[service]} presets yet. Fill in the form and save it as a preset to reuse it.
        </p>
      ) : (
        <form onSubmit={onUse} className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Saved preset"
            className="min-w-48 flex-1"
            value={chosen}
            disabled={disabled}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">Choose a preset…</option>
            {own.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary" disabled={disabled || !chosen}>
            Use preset
          </Button>
          <Button variant="ghost" disabled={disabled || !chosen || update.isPending} onClick={onUpdate}>
            {update.isPending ? 'Updating…' : 'Update preset'}
          </Button>
        </form>
      )}
      <RequestError error={update.error} fallback="The preset could not be updated." />

      {saving ? (
        <SavePresetForm
          service={service}
          draft={draft}
          onSaved={(preset) => {
            setSaving(false);
            // The new preset is the one chosen: ready to use or to update.
            setChosen(preset._id);
            setNotice(`Preset “${preset.name}” saved`);
          }}
          onCancel={() => setSaving(false)}
        />
      ) : null}

      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}

      {managing ? <ManagePresets presets={presets.data ?? []} currentService={service} /> : null}
    </section>
  );
}

function SavePresetForm({
  service,
  draft,
  onSaved,
  onCancel,
}: {
  service: ServiceKey;
  draft: OrderDraft;
  onSaved(preset: Preset): void;
  onCancel(): void;
}) {
  const [name, setName] = useState('');
  const save = useSavePreset();
  const box = useRef<HTMLFormElement>(null);

  useEffect(() => box.current?.querySelector('input')?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name, service, fields: presetFieldsFromDraft(service, draft) },
      { onSuccess: ({ preset }) => onSaved(preset) },
    );
  };

  return (
    <form ref={box} onSubmit={onSubmit} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Preset name"
          hint="Saves this form’s service and fields, not the title or the files."
          className="min-w-48 flex-1"
          value={name}
          maxLength={60}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save preset
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <RequestError error={save.error} fallback="The preset could not be saved." />
    </form>
  );
}
