import { CONVERSION_FORMATS, convertedFileName, type StitchInfo } from '@stitchdesk/shared';
import { boundSummary, recolor, type StitchSummary, type Thread } from '@stitchdesk/stitch';
import type { FileRow } from '../db/rows.ts';

/** Path appended to a file's own URL for its rendered preview (routes/files/preview.ts). */
export const PREVIEW_SUFFIX = '/preview.svg';

/**
 * The preview URL of a stitch file: its own signed URL with `/preview.svg` after the name, same
 * signature and expiry, so it lives exactly as long as the link to the file itself.
 */
export function previewUrlOf(fileUrl: string): string {
  const query = fileUrl.indexOf('?');
  return query < 0
    ? `${fileUrl}${PREVIEW_SUFFIX}`
    : `${fileUrl.slice(0, query)}${PREVIEW_SUFFIX}${fileUrl.slice(query)}`;
}

/** Path appended to a file's own URL for the design in another format (routes/files/convert.ts). */
export const CONVERSION_SEGMENT = '/as/';

/**
 * The design in each format, each URL the file's own with `/as/<format>/<name>` after its name:
 * same signature and expiry as the file.
 */
export function formatsOf(fileName: string, fileUrl: string): StitchInfo['formats'] {
  const query = fileUrl.indexOf('?');
  const base = query < 0 ? fileUrl : fileUrl.slice(0, query);
  const search = query < 0 ? '' : fileUrl.slice(query);
  return CONVERSION_FORMATS.map((format) => {
    const name = convertedFileName(fileName, format);
    return {
      format,
      name,
      url: `${base}${CONVERSION_SEGMENT}${format}/${encodeURIComponent(name)}${search}`,
    };
  });
}

/**
 * The `stitch` object of a file in API answers, or undefined for a file that is not a stitch file
 * we read. Files without their own colours (DST, EXP) are shown in the order's colours when it has
 * some; `colorSource` says which colours these are.
 */
export function presentStitch(
  file: Pick<FileRow, 'stitch' | 'name' | 'thread_pins'>,
  fileUrl: string,
  orderColors: readonly Thread[] = [],
): StitchInfo | undefined {
  if (!file.stitch) return undefined;
  // Bounded again: a summary stored before the bound existed may list every stop.
  const summary: StitchSummary & { qa?: StitchInfo['qa'] } = recolor(boundSummary(file.stitch), orderColors);
  // Notes ("info") stay with the stored summary: an answer listing many files carries what needs action.
  const qa = summary.qa?.filter((finding) => finding.severity !== 'info');
  return {
    ...summary,
    ...(qa ? { qa } : {}),
    ...(file.thread_pins && Object.keys(file.thread_pins).length ? { threadPins: file.thread_pins } : {}),
    previewUrl: previewUrlOf(fileUrl),
    formats: formatsOf(file.name, fileUrl),
  };
}
