import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { StitchFile } from '../../components/stitch/stitch-info.ts';
import { http } from '../../lib/http.ts';
import { staffOrderQueryOptions } from './api/get-staff-order.ts';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';

/**
 * Staff choose the thread code of each stop of a delivered stitch file; a chosen code wins over the
 * nearest thread on the client's cards and worksheet. Empty fields pin nothing.
 */
export function ThreadPinsForm({ orderId, file }: { orderId: string; file: StitchFile }) {
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<Record<string, string>>(file.stitch.threadPins ?? {});
  const save = useMutation({
    mutationFn: async (pins: Record<string, string>) =>
      (
        await http.put(
          `/staff/orders/${encodeURIComponent(orderId)}/files/${encodeURIComponent(fileIdOf(file.url))}/thread-pins`,
          { pins },
        )
      ).data,
    onSuccess: () => {
      toast.success(`Thread codes saved for ${file.name}`);
      return queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Object.fromEntries(Object.entries(codes).filter(([, code]) => code.trim() !== '')));
  };
  return (
    <details className="w-full text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">Thread codes for {file.name}</summary>
      <form className="mt-2 flex flex-col gap-2" onSubmit={onSubmit}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {file.stitch.stops.map((stop) => (
            <label key={stop.index} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-4 shrink-0 rounded border border-slate-300"
                style={{ backgroundColor: stop.hex }}
              />
              <span className="w-32 shrink-0 text-slate-700">Thread code for stop {stop.index}</span>
              <input
                className="min-h-10 w-full min-w-0 rounded-lg border border-slate-300 px-2.5 py-1.5"
                value={codes[String(stop.index)] ?? ''}
                maxLength={20}
                onChange={(e) => setCodes({ ...codes, [String(stop.index)]: e.target.value })}
              />
            </label>
          ))}
        </div>
        <RequestError error={save.error} fallback="Could not save the thread codes" />
        <div>
          <SubmitButton variant="secondary" pending={save.isPending} pendingLabel="Saving…">
            Save thread codes
          </SubmitButton>
        </div>
      </form>
    </details>
  );
}

/** The file id in one of our signed file URLs. */
function fileIdOf(url: string): string {
  return new URL(url, 'http://relative.invalid').pathname.split('/').at(-2) ?? '';
}
