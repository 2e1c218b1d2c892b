/** How a stitch thread's task ended without an answer. */
export type StitchThreadEnd = 'memory' | 'time' | 'exit';

/**
 * The stitch thread running a task died before answering: it used the memory it may use, ran past
 * its time, or exited. The thread dies alone (the next task starts a new one); the message says why
 * in plain words, for the answer and for staff.
 */
export class StitchThreadDied extends Error {
  readonly end: StitchThreadEnd;

  constructor(end: StitchThreadEnd, message: string) {
    super(message);
    this.name = 'StitchThreadDied';
    this.end = end;
  }

  /** The HTTP status of an answer that needed the task: the file's own weight is 422, the rest 503. */
  get status(): 422 | 503 {
    return this.end === 'memory' ? 422 : 503;
  }
}
