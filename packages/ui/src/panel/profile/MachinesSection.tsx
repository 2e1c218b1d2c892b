import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MACHINE_FORMATS, type MachineFormat, type MachineProfile } from '@stitchdesk/shared';
import { Card } from '../../components/Card.tsx';
import { SelectField, TextField } from '../../components/Field.tsx';
import {
  machineProfileQueryOptions,
  saveMachineProfile,
  useMachineProfile,
} from '../../components/machines/machine-profile-api.ts';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';

const FORMAT_MACHINES: Record<MachineFormat, string> = {
  DST: 'Tajima and most commercial machines',
  PES: 'Brother, Babylock',
  EXP: 'Melco, Bernina',
  JEF: 'Janome, Elna',
  VP3: 'Husqvarna Viking, Pfaff',
  XXX: 'Singer',
  PEC: 'Brother embroidery cards',
  HUS: 'Older Husqvarna Viking',
};

/** The PES versions the select offers, as its option values. */
const PES_VERSION_OPTIONS = ['6', '1'] as const;

interface Draft {
  formats: MachineFormat[];
  pesVersion: (typeof PES_VERSION_OPTIONS)[number];
  needles: string;
  hoopWidth: string;
  hoopHeight: string;
  threadChart: string;
  speedSpm: string;
  secondsPerTrim: string;
  secondsPerColorChange: string;
  fabricMm: string;
  shortestStitchMm: string;
}

const draftOf = (p: MachineProfile): Draft => ({
  formats: p.formats,
  pesVersion: p.pesVersion === 1 ? '1' : '6',
  needles: String(p.needles),
  hoopWidth: String(p.hoopMm.width),
  hoopHeight: String(p.hoopMm.height),
  threadChart: p.threadChart,
  speedSpm: String(p.speedSpm),
  secondsPerTrim: String(p.secondsPerTrim),
  secondsPerColorChange: String(p.secondsPerColorChange),
  fabricMm: String(p.fabricMm),
  shortestStitchMm: String(p.shortestStitchMm),
});

/**
 * Profile → Machines: the formats every delivery comes in, and the machine the worksheet and the
 * sew-out estimate are for.
 */
export function MachinesSection() {
  const { data, isPending } = useMachineProfile();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const headingId = useId();
  const formatsHintId = useId();
  useEffect(() => {
    if (data) setDraft(draftOf(data));
  }, [data]);
  const save = useMutation({
    mutationFn: saveMachineProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(machineProfileQueryOptions().queryKey, saved);
      toast.success('Machine settings saved');
    },
  });

  if (isPending || !draft) return null;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const toggle = (format: MachineFormat) =>
    set({
      formats: draft.formats.includes(format)
        ? draft.formats.filter((f) => f !== format)
        : MACHINE_FORMATS.filter((f) => f === format || draft.formats.includes(f)),
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      formats: draft.formats,
      pesVersion: draft.pesVersion === '1' ? 1 : 6,
      needles: Number(draft.needles),
      hoopMm: { width: Number(draft.hoopWidth), height: Number(draft.hoopHeight) },
      threadChart: draft.threadChart,
      speedSpm: Number(draft.speedSpm),
      secondsPerTrim: Number(draft.secondsPerTrim),
      secondsPerColorChange: Number(draft.secondsPerColorChange),
      fabricMm: Number(draft.fabricMm),
      shortestStitchMm: Number(draft.shortestStitchMm),
    });
  };

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Machines
        </h2>
        <p className="text-sm text-slate-600">
          Every delivery comes in these formats, with a worksheet for your machine.
        </p>
        <form className="mt-4 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <fieldset aria-describedby={formatsHintId}>
            <legend className="text-sm font-medium text-slate-800">Formats</legend>
            <p id={formatsHintId} className="text-xs text-slate-500">
              Choose at least one.
            </p>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {MACHINE_FORMATS.map((format) => (
                <label
                  key={format}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 py-2"
                >
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={draft.formats.includes(format)}
                    onChange={() => toggle(format)}
                  />
                  <span className="text-sm text-slate-900">
                    <span className="font-semibold">{format}</span>{' '}
                    <span className="text-slate-500">({FORMAT_MACHINES[format]})</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label="PES version"
              value={draft.pesVersion}
              onChange={(e) => {
                const pesVersion = PES_VERSION_OPTIONS.find((version) => version === e.target.value);
                if (pesVersion) set({ pesVersion });
              }}
              hint="Version 1 for older Brother machines"
            >
              <option value="6">Version 6</option>
              <option value="1">Version 1</option>
            </SelectField>
            <TextField
              label="Needles"
              type="number"
              inputMode="numeric"
              min={1}
              max={15}
              value={draft.needles}
              onChange={(e) => set({ needles: e.target.value })}
            />
            <TextField
              label="Hoop width (mm)"
              type="number"
              inputMode="decimal"
              min={1}
              value={draft.hoopWidth}
              onChange={(e) => set({ hoopWidth: e.target.value })}
            />
            <TextField
              label="Hoop height (mm)"
              type="number"
              inputMode="decimal"
              min={1}
              value={draft.hoopHeight}
              onChange={(e) => set({ hoopHeight: e.target.value })}
            />
            <SelectField
              label="Thread brand"
              value={draft.threadChart}
              onChange={(e) => set({ threadChart: e.target.value })}
            >
              <option value="brother">Brother</option>
              <option value="janome">Janome</option>
              {draft.threadChart !== 'brother' && draft.threadChart !== 'janome' ? (
                <option value={draft.threadChart}>Your shop’s chart</option>
              ) : null}
            </SelectField>
            <TextField
              label="Machine speed (stitches per minute)"
              type="number"
              inputMode="numeric"
              min={100}
              max={2000}
              value={draft.speedSpm}
              onChange={(e) => set({ speedSpm: e.target.value })}
            />
            <TextField
              label="Seconds per trim"
              type="number"
              inputMode="decimal"
              min={0}
              max={60}
              step="any"
              value={draft.secondsPerTrim}
              onChange={(e) => set({ secondsPerTrim: e.target.value })}
            />
            <TextField
              label="Seconds per colour change"
              type="number"
              inputMode="decimal"
              min={0}
              max={600}
              step="any"
              value={draft.secondsPerColorChange}
              onChange={(e) => set({ secondsPerColorChange: e.target.value })}
            />
            <TextField
              label="Fabric with backing (mm thick)"
              type="number"
              inputMode="decimal"
              min={0}
              max={10}
              step="any"
              value={draft.fabricMm}
              onChange={(e) => set({ fabricMm: e.target.value })}
            />
            <TextField
              label="Shortest stitch the machine sews (mm)"
              type="number"
              inputMode="decimal"
              min={0.1}
              max={2}
              step={0.1}
              value={draft.shortestStitchMm}
              onChange={(e) => set({ shortestStitchMm: e.target.value })}
            />
          </div>
          <p className="text-xs text-slate-500">
            Run times and thread lengths on your orders, approval sheets and worksheets are worked out with
            these: the speed, the time each trim and colour change takes, and how thick what you sew is
            (thread goes through it at every stitch).
          </p>
          <RequestError error={save.error} fallback="Could not save the machine settings" />
          <div>
            <SubmitButton pending={save.isPending} pendingLabel="Saving…">
              Save machines
            </SubmitButton>
          </div>
        </form>
      </section>
    </Card>
  );
}
