import type { FileRef } from '@stitchdesk/shared';
import { fileKind } from '../../lib/files.ts';
import { LineIcon } from '../LineIcon.tsx';

/**
 * One file as a tile: png, jpg and jpeg as the picture itself (alt text = file name), a PDF as a
 * "View PDF" link, anything else as a "View file" link (docs/product.md §Order detail). A finished
 * file held until paid is its name alone: its link would answer 402, and the picture is the work.
 */
export function FileTile({ file, held = false }: { file: FileRef; held?: boolean }) {
  const kind = fileKind(file.url) === 'other' ? fileKind(file.name) : fileKind(file.url);
  if (kind === 'image' && !held) {
    return (
      <figure className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        <a href={file.url} target="_blank" rel="noreferrer" className="block">
          <img
            src={file.url}
            alt={file.name}
            loading="lazy"
            className="aspect-square w-full object-contain"
          />
        </a>
        <figcaption
          className="truncate border-t border-slate-200 bg-white px-2.5 py-1.5 text-xs text-slate-600"
          title={file.name}
        >
          <bdi>{file.name}</bdi>
        </figcaption>
      </figure>
    );
  }
  return (
    <div className="flex aspect-square flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-center">
      <LineIcon strokeWidth="1.5" className="size-9 text-slate-400">
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" strokeLinejoin="round" />
        <path d="M14 3v5h5" strokeLinejoin="round" />
      </LineIcon>
      <p className="w-full truncate text-xs text-slate-600" title={file.name}>
        <bdi>{file.name}</bdi>
      </p>
      {held ? (
        <p className="text-xs font-medium text-amber-900">Opens once paid</p>
      ) : (
        <a
          href={file.url}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-semibold text-brand-700 hover:underline"
          aria-label={`${kind === 'pdf' ? 'View PDF' : 'View file'} ${file.name}`}
        >
          {kind === 'pdf' ? 'View PDF' : 'View file'}
        </a>
      )}
    </div>
  );
}

export function FileGrid({
  files,
  label,
  held = false,
}: {
  files: readonly FileRef[];
  label: string;
  /** Finished files held until the order is paid: shown by name, without links. */
  held?: boolean;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {files.map((file, index) => (
        <li key={`${file.url}-${index}`}>
          <FileTile file={file} held={held} />
        </li>
      ))}
    </ul>
  );
}
