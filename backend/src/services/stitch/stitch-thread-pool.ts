import { Worker } from 'node:worker_threads';
import type { PesVersion, QaFinding, QualityOptions, Thread, WritableFormat } from '@stitchdesk/stitch';
import type { CheckedSummary, StitchJob, StitchJobResult, StitchTask } from './stitch-thread.ts';

/** Heap the stitch thread may use. */
const THREAD_HEAP_MB = 512;

interface Pending {
  settle(answer: Exclude<StitchJobResult, { error: string }>): void;
  reject(error: Error): void;
}

/**
 * One worker thread, started at the first stitch file and kept (unref'd: it never holds the
 * process open). Jobs queue in it one at a time; if it dies, what it held fails and the next job
 * starts a new one.
 */
class StitchThread {
  #worker: Worker | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  #start(): Worker {
    // The largest file the reader takes (16 MiB, 1.5 M records) and its SVG need well under this;
    // a runaway is ended here rather than growing the API process.
    const worker = new Worker(new URL('./stitch-thread.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    worker.unref();
    worker.on('message', (answer: StitchJobResult) => {
      const pending = this.#pending.get(answer.id);
      if (!pending) return;
      this.#pending.delete(answer.id);
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.settle(answer);
    });
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the stitch thread exited (${code})`)));
    return worker;
  }

  /** `pick`: the value of an answer of the job's kind (undefined for another kind: a worker bug). */
  run<T>(
    job: StitchTask,
    pick: (answer: Exclude<StitchJobResult, { error: string }>) => T | undefined,
  ): Promise<T> {
    this.#worker ??= this.#start();
    const id = this.#nextId++;
    // Handed over, not copied; bytes sharing a pooled buffer are copied first so the pool stays ours.
    const own =
      job.bytes.byteOffset === 0 && job.bytes.byteLength === job.bytes.buffer.byteLength
        ? job.bytes
        : job.bytes.slice();
    const worker = this.#worker;
    return new Promise((resolve, reject) => {
      const settle: Pending['settle'] = (answer) => {
        const value = pick(answer);
        if (value === undefined)
          reject(new Error(`the stitch thread answered a ${job.kind} job with ${answer.kind}`));
        else resolve(value);
      };
      this.#pending.set(id, { settle, reject });
      const transfer = own.buffer instanceof ArrayBuffer ? [own.buffer] : [];
      worker.postMessage({ ...job, bytes: own, id } satisfies StitchJob, transfer);
    });
  }
}

const stitchThread = new StitchThread();

/**
 * The file's facts (with the quality check's findings for `quality`'s machines), or null when the
 * reader refuses it; computed on the worker thread.
 */
export async function summarizeOffThread(
  bytes: Uint8Array,
  fileName: string,
  quality?: QualityOptions,
): Promise<CheckedSummary | null> {
  return stitchThread.run(
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
  return stitchThread.run({ kind: 'quality', bytes, fileName, orderColors: [], quality }, (answer) =>
    answer.kind === 'quality' ? answer.value : undefined,
  );
}

/** The design drawn as SVG in its (or the order's) colours, or null; rendered on the worker thread. */
export async function renderOffThread(
  bytes: Uint8Array,
  fileName: string,
  orderColors: readonly Thread[],
): Promise<string | null> {
  return stitchThread.run({ kind: 'preview', bytes, fileName, orderColors: [...orderColors] }, (answer) =>
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
  return stitchThread.run(
    { kind: 'convert', bytes, fileName, orderColors: [...orderColors], target },
    (answer) => (answer.kind === 'convert' ? answer.value : undefined),
  );
}
