import type { StitchError, StitchErrorCode } from './model.ts';

/**
 * Thrown inside the readers only; `readStitchFile` turns it into a typed `{ ok: false }` result,
 * so it never reaches a caller.
 */
export class StitchReadError extends Error {
  readonly code: StitchErrorCode;
  constructor(code: StitchErrorCode, message: string) {
    super(message);
    this.code = code;
  }
  toJSON(): StitchError {
    return { code: this.code, message: this.message };
  }
}

export function truncated(what: string): StitchReadError {
  return new StitchReadError('truncated', `The file ends early (${what}).`);
}

export function corrupt(what: string): StitchReadError {
  return new StitchReadError('corrupt', `The file is damaged (${what}).`);
}
