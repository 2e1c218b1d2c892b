import type { Design, SizeCheck, StitchSummary } from '@stitchdesk/stitch';

export interface DroppedStitchFile {
  /** The design read, for the quality check once the client's machines are known. */
  design: Design;
  summary: StitchSummary;
  /** Null when the order states no design size to compare with. */
  check: SizeCheck | null;
}

/** The ordered design size in inches, as blocks with a size carry it. */
export interface DesignSize {
  height: number;
  width: number;
}

/**
 * Reads a file staff dropped for delivery, in the browser, so its facts and size check show before
 * anything is sent. Null for a file that is not a readable stitch file (it is delivered as a plain
 * file, as the API treats it). The reader loads only when a file is dropped.
 */
export async function readDroppedFile(
  file: File,
  designSize: DesignSize | null,
): Promise<DroppedStitchFile | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { checkSize, detectFormat, readStitchFile, summarize } = await import('@stitchdesk/stitch');
  if (!detectFormat(bytes, file.name)) return null;
  const result = readStitchFile(bytes, { fileName: file.name });
  if (!result.ok) return null;
  const summary = summarize(result.design);
  const check =
    designSize && (designSize.width > 0 || designSize.height > 0)
      ? checkSize(summary, { widthIn: designSize.width, heightIn: designSize.height })
      : null;
  return { design: result.design, summary, check };
}
