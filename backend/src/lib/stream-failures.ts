import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';

/*
 * A streamed answer can end early for two reasons that reach the app's error log with the same
 * codes (ECONNRESET, EPIPE, premature close): its client went away, which is no fault of ours, or
 * its source failed (a storage service resetting its connection halfway through a file), which is.
 * What a source fails with while its client is still connected is recorded here, so the log can
 * tell the two apart.
 */
const sourceFailures = new WeakSet<object>();

/** Records what `source` fails with while the client on `socket` is still connected. */
export function noteSourceFailures(source: Readable, socket: Socket): void {
  // First in line: Koa's own listener ends the connection, after which this could not tell.
  source.prependOnceListener('error', (error: unknown) => {
    if (!socket.destroyed && typeof error === 'object' && error !== null) sourceFailures.add(error);
  });
}

/** Whether `error` is what a streamed answer's source failed with while its client was there. */
export function failedAtSource(error: unknown): boolean {
  return typeof error === 'object' && error !== null && sourceFailures.has(error);
}
