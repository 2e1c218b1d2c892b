import { useState } from 'react';
import toast from 'react-hot-toast';
import type { FileRef } from '@stitchdesk/shared';
import { usePlatform } from '../../app/platform-context.tsx';
import { zipFiles } from '../../lib/zip.ts';

/** Fetches every file and saves them as one ZIP through the host (browser download or desktop folder). */
export function ZipButton({
  files,
  zipName,
  label,
  orderTitle,
}: {
  files: readonly FileRef[];
  zipName: string;
  label: string;
  orderTitle: string;
}) {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await platform.saveFile(zipName, await zipFiles(files), { orderTitle });
    } catch (error) {
      console.error(error);
      toast.error('Could not build the ZIP');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy || files.length === 0}
      className="inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {busy ? 'Preparing ZIP…' : label}
    </button>
  );
}
