import { useEffect, useMemo, useRef, useState } from 'react';
// STITCH_FORMATS lives in the package's small model module: importing detect.ts here would put
// every reader in the staff order page's first load instead of loading them on the first drop.
import { STITCH_FORMATS } from '@stitchdesk/stitch/model';
import { checkQuality, type QaFinding, type QualityOptions } from '@stitchdesk/stitch/quality';
import { readDroppedFile, type DesignSize, type DroppedStitchFile } from './read-dropped-file.ts';

/** Whether the name ends in a stitch format's extension (the content still decides what it is). */
function namedAsStitchFile(name: string): boolean {
  const extension = name.split('.').pop()?.toUpperCase() ?? '';
  return STITCH_FORMATS.some((format) => format === extension);
}

/**
 * Reads each dropped file once (by its key) and keeps what it held, runs the quality check for the
 * client's machines (`quality`, once known) on it, and keeps which flagged files staff confirmed
 * they deliver anyway. A file is flagged for its size, for an "error" finding, or by the API.
 * `needsConfirmation` holds while a listed file is flagged and unconfirmed; `isConfirmedMismatch`
 * and `isConfirmedQuality` pick the files whose ids the deliver call confirms.
 */
export function useDroppedStitchFiles(
  files: readonly { key: string; file: File }[],
  designSize: DesignSize | null,
  quality: QualityOptions | null = null,
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

  const findings = useMemo(() => {
    const found: Record<string, QaFinding[]> = {};
    if (!quality) return found;
    for (const [key, result] of Object.entries(results))
      if (result) found[key] = checkQuality(result.design, quality);
    return found;
  }, [results, quality]);
  const hasQualityErrors = (key: string) => findings[key]?.some((f) => f.severity === 'error') ?? false;

  // Flagged for its size (here or by the API), or for a quality error found here.
  const sizeFlagged = files
    .filter(({ key }) => results[key]?.check?.flagged || key in serverFlags)
    .map(({ key }) => key);
  const flagged = files
    .filter(({ key }) => sizeFlagged.includes(key) || hasQualityErrors(key))
    .map(({ key }) => key);
  return {
    results,
    /** The quality check's findings by file, once the client's machines are known. */
    findings,
    hasQualityErrors,
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
    isConfirmedMismatch: (key: string) => sizeFlagged.includes(key) && confirmed.has(key),
    isConfirmedQuality: (key: string) => hasQualityErrors(key) && confirmed.has(key),
  };
}
