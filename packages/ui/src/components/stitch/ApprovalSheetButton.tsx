import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../Button.tsx';
import { usePlatform } from '../../lib/platform-context.tsx';
import { saveApprovalSheet, type SheetOrder } from './approval-sheet.ts';
import type { StitchInfo } from './stitch-info.ts';

/**
 * "Download approval sheet": the one-page PDF of a delivered stitch file, built on demand from the
 * file's bytes (so `disabled` while the file is held until paid).
 */
export function ApprovalSheetButton({
  file,
  stitch,
  order,
  disabled = false,
}: {
  file: { url: string; name: string };
  stitch: StitchInfo;
  order: SheetOrder;
  disabled?: boolean;
}) {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="primary"
      size="sm"
      disabled={disabled || busy}
      aria-label={`Download approval sheet of ${file.name}`}
      onClick={async () => {
        setBusy(true);
        try {
          await saveApprovalSheet(platform, file, order, stitch);
        } catch (error) {
          console.error(error);
          toast.error('The approval sheet could not be made. Please try again.');
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Preparing sheet…' : 'Download approval sheet'}
    </Button>
  );
}
