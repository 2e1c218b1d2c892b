/**
 * @stitchdesk/stitch: embroidery machine files read into one model, with facts computed from the
 * stitches and an SVG rendering. Pure TypeScript: no DOM or Node APIs, so the browser, the server
 * and the desktop app share it. The approval sheet PDF lives in `@stitchdesk/stitch/sheet`.
 */
export type {
  ColorSource,
  Design,
  ReadResult,
  StitchError,
  StitchErrorCode,
  StitchFormat,
  StitchKind,
  StitchRecord,
  StitchRecords,
  Thread,
} from './model.ts';
export {
  STITCH_FORMATS,
  STITCH_KINDS,
  STITCH,
  JUMP,
  TRIM,
  COLOR_CHANGE,
  END,
  recordAt,
  recordList,
} from './model.ts';
export { detectFormat, formatFromFileName } from './detect.ts';
export { readStitchFile, type ReadOptions } from './read.ts';
export { DEFAULT_LIMITS, type ReadLimits } from './limits.ts';
export { DEFAULT_THREADS } from './colors.ts';
export {
  summarize,
  DEFAULT_STITCHES_PER_MINUTE,
  SECONDS_PER_COLOR_CHANGE,
  SECONDS_PER_TRIM,
  type StitchSummary,
  type Stop,
  type SummaryOptions,
} from './summary.ts';
export { recolor } from './recolor.ts';
export { checkSize, MM_PER_INCH, SIZE_TOLERANCE, type OrderedSize, type SizeCheck } from './size-check.ts';
export { traceStitches, type Pen } from './trace.ts';
export { renderSvg, stitchPaths, type StitchPath, type StitchPaths, type SvgOptions } from './svg.ts';
