import type { FileRef } from '@stitchdesk/shared';
import { FileGrid } from '../../components/order/FileTile.tsx';

/**
 * Previews of files as the client sees them (the panel's tiles: pictures for png/jpg/jpeg, "View PDF"
 * or "View file" links otherwise), or `emptyText` when there are none.
 */
export function FileGallery({
  files,
  label,
  emptyText,
}: {
  files: readonly FileRef[];
  label: string;
  emptyText: string;
}) {
  if (files.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return <FileGrid files={files} label={label} />;
}
