import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import {
  checkQuality,
  readStitchFile,
  renderSvg,
  summarize,
  writeStitchFile,
  type PesVersion,
  type QaFinding,
  type QualityOptions,
  type StitchSummary,
  type Thread,
  type WritableFormat,
} from '@stitchdesk/stitch';
import type { WorksheetInput } from '@stitchdesk/stitch/sheet';
import { messageOf } from '../../lib/thrown.ts';

/*
 * Reads stitch files and makes what is made of them (summaries, quality checks, previews,
 * conversions, worksheets) off the API's event loop, one task at a time, in a thread bounded in
 * memory and time (stitch-thread-pool.ts): a 100,000-stitch design takes tens of milliseconds, the
 * largest the reader's limits let through most of a second, and its worksheet a second or more
 * (`npm run bench`), which on the main thread would hold every other request back.
 */

/** What a thread is asked to do. */
export type StitchTask = {
  bytes: Uint8Array;
  fileName: string;
  orderColors: Thread[];
} & (
  | {
      kind: 'summary';
      /** The machines the file is checked for (the summary's `qa`). */
      quality?: QualityOptions;
    }
  | { kind: 'quality'; quality: QualityOptions }
  | { kind: 'preview' }
  | {
      kind: 'convert';
      /** The format to write, its PES version, the JEF header's date. */
      target: { format: WritableFormat; pesVersion?: PesVersion; date?: Date };
    }
  | {
      kind: 'worksheet';
      /** All the worksheet prints but the design, which is read from `bytes`. */
      sheet: Omit<WorksheetInput, 'design'>;
    }
);

/** A summary with the quality check's findings for the machines it was read for. */
export type CheckedSummary = StitchSummary & { qa?: QaFinding[] };

/** `value` is null for a file the reader refused (unknown, damaged, too large). */
export type StitchTaskResult =
  | { kind: 'summary'; value: CheckedSummary | null }
  | { kind: 'quality'; value: QaFinding[] | null }
  | { kind: 'preview'; value: string | null }
  | { kind: 'convert'; value: Uint8Array | null }
  | { kind: 'worksheet'; value: Uint8Array | null }
  | { error: string };

async function run(task: StitchTask): Promise<StitchTaskResult> {
  const result = readStitchFile(task.bytes, { fileName: task.fileName, orderColors: task.orderColors });
  if (task.kind === 'convert') {
    const { target } = task;
    const value = result.ok ? writeStitchFile(result.design, target.format, target) : null;
    return { kind: 'convert', value };
  }
  if (task.kind === 'worksheet') {
    if (!result.ok) return { kind: 'worksheet', value: null };
    // The PDF library loads with the first worksheet, not with every thread.
    const { worksheetPdf } = await import('@stitchdesk/stitch/sheet');
    return { kind: 'worksheet', value: await worksheetPdf({ ...task.sheet, design: result.design }) };
  }
  if (task.kind === 'quality')
    return { kind: 'quality', value: result.ok ? checkQuality(result.design, task.quality) : null };
  if (task.kind === 'summary') {
    if (!result.ok) return { kind: 'summary', value: null };
    const summary: CheckedSummary = summarize(result.design);
    if (task.quality) summary.qa = checkQuality(result.design, task.quality);
    return { kind: 'summary', value: summary };
  }
  const title = result.ok ? result.design.name || task.fileName : '';
  return { kind: 'preview', value: result.ok ? renderSvg(result.design, { title }) : null };
}

/*
 * Below the API's own threads in the scheduler, so that on a busy machine its event loop (a
 * liveness probe, every other request) goes first and the stitch work takes what is left. On Linux
 * a nice value is a thread's own (pid 0 is the calling thread); elsewhere it would be the whole
 * process's, so there the thread keeps the process's.
 */
const STITCH_THREAD_NICE = 10;
if (process.platform === 'linux') os.setPriority(STITCH_THREAD_NICE);

const port = parentPort;
port?.on('message', (task: StitchTask) => {
  void run(task)
    .catch((error: unknown): StitchTaskResult => ({ error: messageOf(error) }))
    .then((answer) => {
      // Written bytes are handed over, not copied.
      const transfer =
        'value' in answer && answer.value instanceof Uint8Array && answer.value.buffer instanceof ArrayBuffer
          ? [answer.value.buffer]
          : [];
      port.postMessage(answer, transfer);
    });
});
