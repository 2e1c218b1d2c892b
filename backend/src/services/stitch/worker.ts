import { parentPort } from 'node:worker_threads';
import {
  readStitchFile,
  renderSvg,
  summarize,
  writeStitchFile,
  type PesVersion,
  type StitchSummary,
  type Thread,
  type WritableFormat,
} from '@stitchdesk/stitch';

/*
 * Reads stitch files off the API's event loop: a 100,000-stitch design takes tens of milliseconds
 * and the largest the reader's limits let through most of a second (`npm run bench`), which on the
 * main thread would hold every other request back.
 */

export interface StitchJob {
  id: number;
  kind: 'summary' | 'preview' | 'convert';
  bytes: Uint8Array;
  fileName: string;
  orderColors: Thread[];
  /** For `convert`: the format to write, its PES version, the JEF header's date. */
  target?: { format: WritableFormat; pesVersion?: PesVersion; date?: Date };
}

/** `value` is null for a file the reader refused (unknown, damaged, too large). */
export type StitchJobResult =
  | { id: number; kind: 'summary'; value: StitchSummary | null }
  | { id: number; kind: 'preview'; value: string | null }
  | { id: number; kind: 'convert'; value: Uint8Array | null }
  | { id: number; error: string };

function run(job: StitchJob): StitchJobResult {
  const result = readStitchFile(job.bytes, { fileName: job.fileName, orderColors: job.orderColors });
  if (job.kind === 'convert') {
    const target = job.target!;
    const value = result.ok ? writeStitchFile(result.design, target.format, target) : null;
    return { id: job.id, kind: 'convert', value };
  }
  if (job.kind === 'summary')
    return { id: job.id, kind: 'summary', value: result.ok ? summarize(result.design) : null };
  const title = result.ok ? result.design.name || job.fileName : '';
  return { id: job.id, kind: 'preview', value: result.ok ? renderSvg(result.design, { title }) : null };
}

parentPort?.on('message', (job: StitchJob) => {
  let answer: StitchJobResult;
  try {
    answer = run(job);
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  // Written bytes are handed over, not copied.
  const transfer =
    'value' in answer && answer.value instanceof Uint8Array ? [answer.value.buffer as ArrayBuffer] : [];
  parentPort!.postMessage(answer, transfer);
});
