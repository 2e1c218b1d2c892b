import { useState } from 'react';
import type { FileRef } from '@stitchdesk/shared';
import toast from 'react-hot-toast';
import { Button, type ButtonVariant } from '../Button.tsx';
import { usePlatform } from '../../lib/platform-context.tsx';
import type { Platform } from '../../platform/types.ts';
import { saveZip } from './downloads.ts';
import { LineIcon } from '../LineIcon.tsx';

/** Fetches the files, zips them under `zipName` and hands the archive to the host. */
export function ZipButton({
  label,
  zipName,
  files,
  orderTitle,
  variant = 'secondary',
  save,
  disabled = false,
  describedBy,
}: {
  label: string;
  zipName: string;
  files: readonly FileRef[];
  orderTitle?: string;
  variant?: ButtonVariant;
  /** Saves in its own way (e.g. the deliveries with their approval sheets) instead of zipping `files`. */
  save?: (platform: Platform) => Promise<unknown>;
  /** Not offered now (finished files held until paid); `describedBy` names the words that say why. */
  disabled?: boolean;
  describedBy?: string;
}) {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      disabled={disabled || busy || files.length === 0}
      aria-describedby={describedBy}
      onClick={async () => {
        setBusy(true);
        try {
          await (save ? save(platform) : saveZip(platform, zipName, files, orderTitle));
        } catch (error) {
          console.error(error);
          toast.error('The ZIP could not be saved. Please try again.');
        } finally {
          setBusy(false);
        }
      }}
    >
      <LineIcon className="size-4.5">
        <path d="M12 4v12m0 0-4-4m4 4 4-4M4 20h16" strokeLinecap="round" strokeLinejoin="round" />
      </LineIcon>
      {busy ? 'Preparing…' : label}
    </Button>
  );
}
