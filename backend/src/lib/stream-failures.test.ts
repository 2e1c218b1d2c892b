import { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { failedAtSource, noteSourceFailures } from './stream-failures.ts';

/** A source that fails with `error` once read, and the error it failed with as its listeners saw it. */
async function failingSource(error: Error, socket: Socket): Promise<void> {
  const source = new Readable({
    read() {
      this.destroy(error);
    },
  });
  noteSourceFailures(source, socket);
  await new Promise<void>((resolve) => {
    source.once('error', () => resolve());
    source.resume();
  });
}

describe('noteSourceFailures', () => {
  it("records what the source fails with while the client's connection is open", async () => {
    const socket = new Socket();
    const error = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    await failingSource(error, socket);
    expect(failedAtSource(error)).toBe(true);
    socket.destroy();
  });

  it('records nothing once the client has gone: the source was ended because of it', async () => {
    const socket = new Socket();
    socket.destroy();
    const error = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    await failingSource(error, socket);
    expect(failedAtSource(error)).toBe(false);
  });

  it('knows nothing of errors it was not shown', () => {
    expect(failedAtSource(new Error('elsewhere'))).toBe(false);
    expect(failedAtSource('a string')).toBe(false);
    expect(failedAtSource(null)).toBe(false);
  });
});
