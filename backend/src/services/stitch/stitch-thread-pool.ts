import type { PesVersion, QaFinding, QualityOptions, Thread, WritableFormat } from '@stitchdesk/stitch';
import type { WorksheetInput } from '@stitchdesk/stitch/sheet';
import { BoundedThreads, type ThreadLimits } from './bounded-threads.ts';
import { CONCURRENT_READS } from './read-stored.ts';
import type { CheckedSummary, StitchTask, StitchTaskResult } from './stitch-thread.ts';

type Answer = Exclude<StitchTaskResult, { error: string }>;

/**
 * The stitch threads of this process: as many as stitch files are read at once (read-stored.ts),
 * started at the first stitch file and kept while busy. Each may use STITCH_WORKER_MEMORY_MB of
 * heap (the largest file the reader takes, 16 MiB and 1.5 M records, and its worksheet need well
 * under the default 512) and each task STITCH_WORKER_TIMEOUT: a runaway ends its thread alone,
 * and its caller gets a `StitchThreadDied` saying why.
 */
const threads = new BoundedThreads<StitchTask, StitchTaskResult>(
  new URL('./stitch-thread.ts', import.meta.url),
  CONCURRENT_READS,
  // The configuration's defaults, until the process configures its own (configureStitchThreads).
  { memoryMb: 512, timeoutMs: 60_000 },
);

/** Sets the bounds of the stitch threads (the config's `stitchThreads`), at start. */
export function configureStitchThreads(limits: ThreadLimits): void {
  threads.configure(limits);
}

/** `pick`: the value of an answer of the task's kind (undefined for another kind: a thread bug). */
async function run<T>(task: StitchTask, pick: (answer: Answer) => T | undefined): Promise<T> {
  // Handed over, not copied; bytes sharing a pooled buffer are copied first so the pool stays ours.
  const own =
    task.bytes.byteOffset === 0 && task.bytes.byteLength === task.bytes.buffer.byteLength
      ? task.bytes
      : task.bytes.slice();
  const transfer = own.buffer instanceof ArrayBuffer ? [own.buffer] : [];
  const answer = await threads.run({ ...task, bytes: own }, transfer);
  if ('error' in answer) throw new Error(answer.error);
  const value = pick(answer);
  if (value === undefined)
    throw new Error(`the stitch thread answered a ${task.kind} task with ${answer.kind}`);
  return value;
}

/**
 * The file's facts (with the quality check's findings for `quality`'s machines), or null when the
 * reader refuses it; computed on a stitch thread.
 */
export async function summarizeOffThread(
  bytes: Uint8Array,
  fileName: string,
  quality?: QualityOptions,
): Promise<CheckedSummary | null> {
  return run(
    { kind: 'summary', bytes, fileName, orderColors: [], ...(quality ? { quality } : {}) },
    (answer) => (answer.kind === 'summary' ? answer.value : undefined),
  );
}

/** The quality check of a stitch file for `quality`'s machines, or null when the reader refuses it. */
export async function checkQualityOffThread(
  bytes: Uint8Array,
  fileName: string,
  quality: QualityOptions,
): Promise<QaFinding[] | null> {
  return run({ kind: 'quality', bytes, fileName, orderColors: [], quality }, (answer) =>
    answer.kind === 'quality' ? answer.value : undefined,
  );
}

/** The design drawn as SVG in its (or the order's) colours, or null; rendered on a stitch thread. */
export async function renderOffThread(
  bytes: Uint8Array,
  fileName: string,
  orderColors: readonly Thread[],
): Promise<string | null> {
  return run({ kind: 'preview', bytes, fileName, orderColors: [...orderColors] }, (answer) =>
    answer.kind === 'preview' ? answer.value : undefined,
  );
}

/** The design written in another format (in the order's colours where the file has none), or null. */
export async function convertOffThread(
  bytes: Uint8Array,
  fileName: string,
  orderColors: readonly Thread[],
  target: { format: WritableFormat; pesVersion?: PesVersion; date?: Date },
): Promise<Uint8Array | null> {
  return run({ kind: 'convert', bytes, fileName, orderColors: [...orderColors], target }, (answer) =>
    answer.kind === 'convert' ? answer.value : undefined,
  );
}

/**
 * The production worksheet of a stitch file (`sheet`: all it prints but the design), or null when
 * the reader refuses the file; read and drawn on a stitch thread.
 */
export async function worksheetOffThread(
  bytes: Uint8Array,
  fileName: string,
  orderColors: readonly Thread[],
  sheet: Omit<WorksheetInput, 'design'>,
): Promise<Uint8Array | null> {
  return run({ kind: 'worksheet', bytes, fileName, orderColors: [...orderColors], sheet }, (answer) =>
    answer.kind === 'worksheet' ? answer.value : undefined,
  );
}
