import { useId, useState, type DragEvent } from 'react';
import { useMediaQuery } from './use-media-query.ts';
import type { PendingFile } from './pending-files.ts';
import { LineIcon } from './LineIcon.tsx';
import { FieldError } from './Field.tsx';
import { formatFileSize } from '../lib/format.ts';

/**
 * Choose files by the picker or by drag and drop; each chosen file shows a preview (a thumbnail
 * for images, an icon and the name otherwise), its upload progress, and can be removed.
 */
export function FilePicker({
  label,
  files,
  onAdd,
  onRemove,
  error,
  disabled,
  hint,
}: {
  label: string;
  files: readonly PendingFile[];
  onAdd(files: File[]): void;
  onRemove(id: string): void;
  error?: string;
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  // Phones and tablets have no dragging: the zone says what a tap does there.
  const touch = useMediaQuery('(pointer: coarse), (max-width: 639.98px)', false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer.files.length) onAdd([...event.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="file-drop-zone"
        className={`relative flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:ring-3 focus-within:ring-brand-200 ${
          dragging
            ? 'border-brand-500 bg-brand-50'
            : error
              ? 'border-red-400 bg-red-50/40'
              : 'border-slate-300 bg-slate-50'
        }`}
      >
        <LineIcon strokeWidth="1.6" className="size-8 text-brand-500">
          <path
            d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </LineIcon>
        <p className="text-sm text-slate-600">
          {touch ? (
            <span className="font-semibold text-brand-700">Tap to choose files</span>
          ) : (
            <>
              Drag and drop files here, or <span className="font-semibold text-brand-700">browse</span>
            </>
          )}
        </p>
        <input
          id={id}
          type="file"
          multiple
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hint ? hintId : undefined}
          onChange={(event) => {
            if (event.target.files?.length) onAdd([...event.target.files]);
            // Clearing lets the same file be chosen again after it was removed.
            event.target.value = '';
          }}
          className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </div>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
      {files.length ? (
        <ul aria-label="Chosen files" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {files.map((pending) => (
            <li
              key={pending.id}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-2"
            >
              {pending.previewUrl ? (
                <img
                  src={pending.previewUrl}
                  alt={pending.file.name}
                  className="size-12 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                  >
                    <path
                      d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z"
                      strokeLinejoin="round"
                    />
                    <path d="M14 3v5h5" strokeLinejoin="round" />
                  </svg>
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-800" title={pending.file.name}>
                  {pending.file.name}
                </p>
                <p className="text-xs text-slate-500">
                  {pending.failed ? 'Upload failed' : formatFileSize(pending.file.size)}
                </p>
                {pending.progress !== null ? (
                  <div
                    role="progressbar"
                    aria-label={`Upload of ${pending.file.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(pending.progress * 100)}
                    className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200"
                  >
                    <div
                      className={`h-full rounded-full transition-[width] ${pending.failed ? 'bg-red-500' : 'bg-brand-500'}`}
                      style={{ width: `${Math.round(pending.progress * 100)}%` }}
                    />
                  </div>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => onRemove(pending.id)}
                disabled={disabled}
                aria-label={`Remove ${pending.file.name}`}
                className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
              >
                <LineIcon viewBox="0 0 20 20" className="size-4">
                  <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
                </LineIcon>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
