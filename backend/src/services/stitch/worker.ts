import { parentPort } from 'node:worker_threads';
import { readStitchFile, renderSvg, summarize, type StitchSummary, type Thread } from '@stitchdesk/stitch';

/*
 * Reads stitch files off the API's event loop: a 100,000-stitch design takes tens of milliseconds
 * and the largest the reader's limits let through most of a second (`npm run bench`), which on the
 * main thread would hold every other request back.
 */

export interface StitchJob {
  id: number;
  kind: 'summary' | 'preview';
  bytes: Uint8Array;
  fileName: string;
  orderColors: Thread[];
}

/** `value` is null for a file the reader refused (unknown, damaged, too large). */
export type StitchJobResult =
  | { id: number; kind: 'summary'; value: StitchSummary | null }
  | { id: number; kind: 'preview'; value: string | null }
  | { id: number; error: string };

function run(job: StitchJob): StitchJobResult {
  const result = readStitchFile(job.bytes, { fileName: job.fileName, orderColors: job.orderColors });
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
  parentPort!.postMessage(answer);
});
