import { Worker } from 'node:worker_threads';
import { StitchThreadDied } from './stitch-thread-died.ts';

/** What bounds each thread and its tasks. */
export interface ThreadLimits {
  /** Heap one thread may use (V8's old generation); past it the thread dies, not the process. */
  memoryMb: number;
  /** How long one task may run before its thread is ended. */
  timeoutMs: number;
}

interface Waiting<Task, Answer> {
  task: Task;
  transfer: ArrayBuffer[];
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

/** An idle thread is ended after this long, giving back the heap its last task grew. */
const IDLE_MS = 30_000;

/**
 * Up to `size` worker threads running the module at `url`, one task at a time each; tasks beyond
 * wait in line here (not in a thread, so a thread that dies takes only its own task with it). A
 * thread is bounded in memory (`resourceLimits`) and each task in time: a thread out of either is
 * ended, its task fails with `StitchThreadDied`, and the next task starts a new thread. Threads
 * are unref'd: they never hold the process open.
 */
export class BoundedThreads<Task, Answer> {
  readonly #url: URL;
  readonly #size: number;
  #limits: ThreadLimits;
  readonly #idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  readonly #waiting: Waiting<Task, Answer>[] = [];
  #running = 0;

  constructor(url: URL, size: number, limits: ThreadLimits) {
    this.#url = url;
    this.#size = size;
    this.#limits = limits;
  }

  /** New limits, for the threads started from now on (idle ones are ended). */
  configure(limits: ThreadLimits): void {
    this.#limits = limits;
    for (const { worker, timer } of this.#idle.splice(0)) {
      clearTimeout(timer);
      void worker.terminate();
    }
  }

  get limits(): ThreadLimits {
    return this.#limits;
  }

  /** Runs `task` on a thread (its `transfer` buffers handed over, not copied); resolves with its answer. */
  run(task: Task, transfer: ArrayBuffer[] = []): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ task, transfer, resolve, reject });
      this.#next();
    });
  }

  #next(): void {
    while (this.#waiting.length > 0 && this.#running < this.#size) {
      const job = this.#waiting.shift()!;
      this.#running++;
      this.#start(job);
    }
  }

  #thread(): Worker {
    const idle = this.#idle.pop();
    if (idle) {
      clearTimeout(idle.timer);
      return idle.worker;
    }
    const worker = new Worker(this.#url, {
      resourceLimits: { maxOldGenerationSizeMb: this.#limits.memoryMb },
    });
    worker.unref();
    // A thread's errors are its running task's (below); one while idle must not throw in the API.
    worker.on('error', () => undefined);
    // A thread that ends while idle leaves the idle ones: a task posted to it would never answer.
    worker.on('exit', () => this.#forgetIdle(worker));
    return worker;
  }

  #forgetIdle(worker: Worker): void {
    const at = this.#idle.findIndex((idle) => idle.worker === worker);
    if (at < 0) return;
    clearTimeout(this.#idle[at].timer);
    this.#idle.splice(at, 1);
  }

  #start({ task, transfer, resolve, reject }: Waiting<Task, Answer>): void {
    const worker = this.#thread();
    const { memoryMb, timeoutMs } = this.#limits;
    let settled = false;
    const finish = (keep: boolean) => {
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.#running--;
      if (keep) {
        const idleTimer = setTimeout(() => {
          this.#forgetIdle(worker);
          void worker.terminate();
        }, IDLE_MS);
        idleTimer.unref();
        this.#idle.push({ worker, timer: idleTimer });
      }
      this.#next();
    };
    const die = (error: StitchThreadDied) => {
      if (settled) return;
      finish(false);
      void worker.terminate();
      reject(error);
    };
    const onMessage = (answer: Answer) => {
      if (settled) return;
      finish(true);
      resolve(answer);
    };
    const onError = (error: Error & { code?: string }) =>
      die(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new StitchThreadDied(
              'memory',
              `the design needs more memory than a stitch worker may use (${memoryMb} MB)`,
            )
          : new StitchThreadDied('exit', `the stitch worker failed (${error.message})`),
      );
    const onExit = (code: number) =>
      die(new StitchThreadDied('exit', `the stitch worker stopped (exit code ${code})`));
    const timer = setTimeout(
      () =>
        die(
          new StitchThreadDied(
            'time',
            `it took longer than a stitch worker may take (${timeoutMs / 1000} s)`,
          ),
        ),
      timeoutMs,
    );
    timer.unref();
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(task, transfer);
  }
}
