import { useEffect, useRef, useState } from 'react';
// STITCH_FORMATS lives in the package's small model module: importing detect.ts here would put
// every reader in the staff order page's first load instead of loading them on the first drop.
import { STITCH_FORMATS } from '@stitchdesk/stitch';
import { readDroppedFile, type DesignSize, type DroppedStitchFile } from './read-dropped-file.ts';

/** Whether the name ends in a stitch format's extension (the content still decides what it is). */
function namedAsStitchFile(name: string): boolean {
  const extension = name.split('.').pop()?.toUpperCase() ?? '';
  return STITCH_FORMATS.some((format) => format === extension);
}

/**
 * Reads each dropped file once (by its key) and keeps what it held, and which flagged files staff
 * confirmed they deliver anyway. `needsConfirmation` holds while a listed file is flagged and
 * unconfirmed; `isConfirmedMismatch` picks the files whose ids the deliver call confirms.
 */
export function useDroppedStitchFiles(
  files: readonly { key: string; file: File }[],
  designSize: DesignSize | null,
) {
  const [results, setResults] = useState<Record<string, DroppedStitchFile | null>>({});
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  // Files the API flagged although this browser could not (it failed to read them): its message.
  const [serverFlags, setServerFlags] = useState<Record<string, string>>({});
  const started = useRef(new Set<string>());

  useEffect(() => {
    for (const { key, file } of files) {
      if (started.current.has(key)) continue;
      started.current.add(key);
      readDroppedFile(file, designSize)
        .catch((error: unknown) => {
          console.error(`Could not read ${file.name}`, error);
          return null;
        })
        .then((result) => setResults((current) => ({ ...current, [key]: result })));
    }
  }, [files, designSize]);

  const flagged = files
    .filter(({ key }) => results[key]?.check?.flagged || key in serverFlags)
    .map(({ key }) => key);
  return {
    results,
    /**
     * Files named as stitch files that are not read yet: delivering waits for their size check.
     * Other files are read too (content decides), but a plain file never holds delivery up.
     */
    reading: files
      .filter(({ key, file }) => !(key in results) && namedAsStitchFile(file.name))
      .map(({ key }) => key),
    serverFlags,
    flagByServer: (flags: Record<string, string>) => setServerFlags((current) => ({ ...current, ...flags })),
    isConfirmed: (key: string) => confirmed.has(key),
    confirm: (key: string, value: boolean) =>
      setConfirmed((current) => {
        const next = new Set(current);
        if (value) next.add(key);
        else next.delete(key);
        return next;
      }),
    needsConfirmation: flagged.some((key) => !confirmed.has(key)),
    isConfirmedMismatch: (key: string) => flagged.includes(key) && confirmed.has(key),
  };
}
