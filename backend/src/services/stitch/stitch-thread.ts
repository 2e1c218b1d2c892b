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
import { messageOf } from '../../lib/thrown.ts';

/*
 * Reads stitch files off the API's event loop: a 100,000-stitch design takes tens of milliseconds
 * and the largest the reader's limits let through most of a second (`npm run bench`), which on the
 * main thread would hold every other request back.
 */

/** A job without its id: what the pool is asked to do. */
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
);

export type StitchJob = StitchTask & { id: number };

/** A summary with the quality check's findings for the machines it was read for. */
export type CheckedSummary = StitchSummary & { qa?: QaFinding[] };

/** `value` is null for a file the reader refused (unknown, damaged, too large). */
export type StitchJobResult =
  | { id: number; kind: 'summary'; value: CheckedSummary | null }
  | { id: number; kind: 'quality'; value: QaFinding[] | null }
  | { id: number; kind: 'preview'; value: string | null }
  | { id: number; kind: 'convert'; value: Uint8Array | null }
  | { id: number; error: string };

function run(job: StitchJob): StitchJobResult {
  const result = readStitchFile(job.bytes, { fileName: job.fileName, orderColors: job.orderColors });
  if (job.kind === 'convert') {
    const { target } = job;
    const value = result.ok ? writeStitchFile(result.design, target.format, target) : null;
    return { id: job.id, kind: 'convert', value };
  }
  if (job.kind === 'quality')
    return {
      id: job.id,
      kind: 'quality',
      value: result.ok ? checkQuality(result.design, job.quality) : null,
    };
  if (job.kind === 'summary') {
    if (!result.ok) return { id: job.id, kind: 'summary', value: null };
    const summary: CheckedSummary = summarize(result.design);
    if (job.quality) summary.qa = checkQuality(result.design, job.quality);
    return { id: job.id, kind: 'summary', value: summary };
  }
  const title = result.ok ? result.design.name || job.fileName : '';
  return { id: job.id, kind: 'preview', value: result.ok ? renderSvg(result.design, { title }) : null };
}

const port = parentPort;
port?.on('message', (job: StitchJob) => {
  let answer: StitchJobResult;
  try {
    answer = run(job);
  } catch (error) {
    answer = { id: job.id, error: messageOf(error) };
  }
  // Written bytes are handed over, not copied.
  const transfer =
    'value' in answer && answer.value instanceof Uint8Array && answer.value.buffer instanceof ArrayBuffer
      ? [answer.value.buffer]
      : [];
  port.postMessage(answer, transfer);
});
