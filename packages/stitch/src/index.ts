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
export { summarize, sewCountsOf, type StitchSummary, type Stop, type SummaryOptions } from './summary.ts';
export {
  sewEstimate,
  sewOutFacts,
  tallyDesign,
  threadFor,
  DEFAULT_SEW_SETTINGS,
  type DesignTally,
  type SewCounts,
  type SewEstimate,
  type SewOutFacts,
  type SewSettings,
  type SewStop,
  type ThreadMeters,
} from './sew-estimate.ts';
export { metresText, sewSpeedText, sewTimeText, threadText } from './sew-text.ts';
export { recolor } from './recolor.ts';
export { checkSize, MM_PER_INCH, SIZE_TOLERANCE, type OrderedSize, type SizeCheck } from './size-check.ts';
export { traceStitches, type Pen } from './trace.ts';
export { renderSvg, stitchPaths, type StitchPath, type StitchPaths, type SvgOptions } from './svg.ts';
export {
  boundSummary,
  MAX_SUMMARY_BYTES,
  MAX_SUMMARY_STOPS,
  MAX_THREAD_NAME,
  WORKSHEET_MAX_STOPS,
} from './summary.ts';
export { FORMAT_LIMITS, type FormatLimits } from './format-limits.ts';
export {
  planNeedles,
  MAX_NEEDLES,
  type NeedlePlan,
  type PlannedStop,
  type PlanThread,
} from './needle-plan.ts';
export {
  checkQuality,
  qualityOptionsForMachines,
  DENSITY_CELL_MM,
  DENSITY_PER_MM2,
  MAX_QA_PLACES,
  SHORT_STITCH_MM,
  type QaCode,
  type QaFinding,
  type QaPlace,
  type QaSeverity,
  type QualityOptions,
  type MachinesStated,
} from './quality.ts';
export {
  BROTHER_CHART,
  BUILT_IN_CHARTS,
  JANOME_CHART,
  type ChartThread,
  type ThreadChart,
} from './threads/charts.ts';
export { ciede2000, hexToLab, type Lab } from './threads/lab.ts';
export {
  nearestThread,
  stopThread,
  type StopThread,
  type StopThreads,
  type ThreadMatch,
} from './threads/nearest.ts';
export {
  parseThreadChartCsv,
  MAX_CHART_THREADS,
  type ChartCsvResult,
  type CsvLineError,
} from './threads/csv.ts';
export {
  writeStitchFile,
  WRITABLE_FORMATS,
  STEP_LIMITS,
  type WritableFormat,
  type WriteOptions,
} from './write.ts';
export type { StepLimits } from './writers/walk.ts';
export type { PesVersion } from './writers/pes.ts';
export { JEF_HOOPS, jefHoopCode } from './writers/jef.ts';
export { dstThreadList, writeInf, type ThreadStop } from './writers/thread-list.ts';
