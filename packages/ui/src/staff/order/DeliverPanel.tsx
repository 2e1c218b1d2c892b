import { useId, useMemo, useState, type DragEvent } from 'react';
import { sewSettingsOf } from '@stitchdesk/shared';
import { qualityOptionsForMachines } from '@stitchdesk/stitch/quality';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/http.ts';
import { formatBytes } from '../components/format.ts';
import { useDeliverFiles } from './api/deliver-files.ts';
import { useClientMachines } from './api/get-client-machines.ts';
import { uploadDeliveryFile } from '../../lib/upload-file-id.ts';
import { addFiles, patch, type PendingFile } from './delivery-queue.ts';
import { DroppedFileCheck } from '../../components/stitch/DroppedFileCheck.tsx';
import { qualityErrorsOf, sizeMismatchesOf } from '../../components/stitch/size-mismatch-error.ts';
import type { DesignSize } from '../../components/stitch/read-dropped-file.ts';
import { useDroppedStitchFiles } from '../../components/stitch/use-dropped-stitch-files.ts';

/**
 * Drop zone and file button for the finished files. "Deliver" uploads each file (POST /uploads, with
 * its own progress bar), then hands their ids to POST /deliveries, which completes the order. A
 * failed upload keeps the others: pressing Deliver again retries only what is missing.
 */
export function DeliverPanel({
  orderId,
  designSize = null,
}: {
  orderId: string;
  designSize?: DesignSize | null;
}) {
  const inputId = useId();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const deliver = useDeliverFiles();
  const busy = uploading || deliver.isPending;
  // The client's machines, for the quality check of each dropped stitch file before it is sent.
  const machines = useClientMachines(orderId, files.length > 0);
  const quality = useMemo(
    () => (machines.data ? qualityOptionsForMachines(machines.data) : null),
    [machines.data],
  );
  const stitchChecks = useDroppedStitchFiles(files, designSize, quality);
  // Files the API refused for quality errors: their confirmation is sent as confirmQuality.
  const [qualityFlagged, setQualityFlagged] = useState<ReadonlySet<string>>(new Set());

  const update = (key: string, change: Partial<PendingFile>) => setFiles((list) => patch(list, key, change));

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) setFiles((list) => addFiles(list, event.dataTransfer.files));
  };

  const send = async () => {
    setUploading(true);
    const ids = await Promise.all(
      files.map(async (item) => {
        if (item.fileId) return item.fileId;
        update(item.key, { state: 'uploading', progress: 0, error: undefined });
        try {
          const fileId = await uploadDeliveryFile(item.file, (progress) => update(item.key, { progress }));
          update(item.key, { state: 'uploaded', progress: 1, fileId });
          return fileId;
        } catch (error) {
          update(item.key, { state: 'failed', error: errorMessage(error, 'Upload failed') });
          return null;
        }
      }),
    );
    setUploading(false);
    const fileIds = ids.filter((id): id is string => id !== null);
    if (fileIds.length < ids.length) {
      toast.error('Some files did not upload. Press Deliver to try them again.');
      return;
    }
    deliver.mutate(
      {
        orderId,
        fileIds,
        confirmSizeMismatch: files
          .map((item, index) => (stitchChecks.isConfirmedMismatch(item.key) ? ids[index] : null))
          .filter((id): id is string => id !== null),
        confirmQuality: files
          .map((item, index) =>
            (qualityFlagged.has(item.key) && stitchChecks.isConfirmed(item.key)) ||
            stitchChecks.isConfirmedQuality(item.key)
              ? ids[index]
              : null,
          )
          .filter((id): id is string => id !== null),
      },
      {
        onSuccess: (order) => {
          setFiles([]);
          toast.success(`Files delivered — the order is ${order.orderStatus}`);
        },
        onError: (error) => {
          // Refused for a size this browser did not flag: ask for the confirmation here too.
          const refused = sizeMismatchesOf(error);
          const quality = qualityErrorsOf(error);
          stitchChecks.flagByServer(
            Object.fromEntries(
              files.flatMap((item, index) => {
                const message = quality.get(index) ?? refused.get(index);
                return message ? [[item.key, message]] : [];
              }),
            ),
          );
          if (quality.size > 0) {
            const keys = files.filter((_, index) => quality.has(index)).map((item) => item.key);
            setQualityFlagged((current) => new Set([...current, ...keys]));
            // A new finding needs its own tick, even where the size was confirmed before.
            for (const key of keys) if (!qualityFlagged.has(key)) stitchChecks.confirm(key, false);
          }
          toast.error(errorMessage(error, 'Could not deliver the files'));
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label="Drop zone for finished files"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-100 ${
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <p className="text-sm text-slate-600">Drop the finished files here, or</p>
        <input
          id={inputId}
          type="file"
          multiple
          disabled={busy}
          className="peer sr-only"
          onChange={(event) => {
            const chosen = event.target.files ? [...event.target.files] : [];
            setFiles((list) => addFiles(list, chosen));
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
        >
          Choose files to deliver
        </label>
      </div>

      {files.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Files to deliver">
          {files.map((item) => (
            <li key={item.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
              <div className="flex items-center gap-3">
                <span
                  className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800"
                  title={item.file.name}
                >
                  {item.file.name}
                </span>
                <span className="shrink-0 text-xs text-slate-500">{formatBytes(item.file.size)}</span>
                {busy || item.state === 'uploaded' ? null : (
                  <button
                    type="button"
                    onClick={() => setFiles((list) => list.filter((other) => other.key !== item.key))}
                    className="shrink-0 rounded px-1.5 text-sm font-semibold text-slate-500 hover:text-red-700"
                    aria-label={`Remove ${item.file.name}`}
                  >
                    Remove
                  </button>
                )}
              </div>
              <progress
                value={Math.round(item.progress * 100)}
                max={100}
                aria-label={`Upload progress of ${item.file.name}`}
                className="mt-2 h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-500 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-brand-500"
              />
              {item.state === 'failed' ? (
                <p className="mt-1 text-xs font-medium text-red-600">{item.error}</p>
              ) : null}
              {stitchChecks.results[item.key] || stitchChecks.serverFlags[item.key] ? (
                <DroppedFileCheck
                  name={item.file.name}
                  result={stitchChecks.results[item.key] ?? null}
                  serverMessage={stitchChecks.serverFlags[item.key]}
                  findings={stitchChecks.findings[item.key] ?? null}
                  sew={machines.data ? sewSettingsOf(machines.data) : null}
                  confirmed={stitchChecks.isConfirmed(item.key)}
                  onConfirm={(value) => stitchChecks.confirm(item.key, value)}
                  disabled={busy}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      <div>
        <button
          type="button"
          disabled={
            files.length === 0 ||
            busy ||
            stitchChecks.needsConfirmation ||
            stitchChecks.reading.length > 0 ||
            // The findings show before anything is sent; an unreadable profile leaves the check to the API.
            machines.isLoading
          }
          onClick={() => void send()}
          className="inline-flex h-10 items-center rounded-lg bg-emerald-600 px-4 text-sm font-semibold text-white hover:bg-emerald-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {uploading
            ? 'Uploading files…'
            : deliver.isPending
              ? 'Delivering…'
              : files.length === 0
                ? 'Deliver files'
                : `Deliver ${files.length} ${files.length === 1 ? 'file' : 'files'}`}
        </button>
      </div>
    </div>
  );
}
