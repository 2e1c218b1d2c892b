import type { FileRef } from '@stitchdesk/shared';
import { fileKind } from '../../lib/files.ts';

/**
 * Previews of files: png, jpg and jpeg as pictures (spec §2), PDFs as "View PDF" and anything else
 * as a link to the file. Links open in a new tab; the signed URLs need no token.
 */
export function FileGallery({ files, emptyText }: { files: readonly FileRef[]; emptyText: string }) {
  if (files.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {files.map((file) => {
        const kind = fileKind(file.name);
        return (
          <li
            key={file.url}
            className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
          >
            {kind === 'image' ? (
              <a href={file.url} target="_blank" rel="noreferrer" className="block aspect-square bg-white">
                <img src={file.url} alt={file.name} loading="lazy" className="size-full object-contain" />
              </a>
            ) : (
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                aria-label={`${kind === 'pdf' ? 'View PDF' : 'Open file'} ${file.name}`}
                className="flex aspect-square flex-col items-center justify-center gap-2 bg-white p-3 text-center text-sm font-semibold text-brand-700 hover:underline"
              >
                <FileIcon />
                {kind === 'pdf' ? 'View PDF' : 'Open file'}
              </a>
            )}
            <span
              className="truncate border-t border-slate-200 px-2 py-1.5 text-xs text-slate-600"
              title={file.name}
            >
              {file.name}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function FileIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-10 text-slate-400"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}
