import * as fs from 'node:fs';

/*
 * A request body reaches us as one fresh buffer per socket read (~64 KiB), and V8 frees those only
 * when it collects garbage. It counts their memory as "external" and starts a full marking of the
 * server's heap after every ~64 MiB of them, so a 500 MB upload marked our ~33 MB heap a dozen
 * times: nearly a third of the upload's CPU. A buffer that has been written to disk and that nothing
 * else holds can be freed at once instead (by detaching its memory); then those collections never
 * start.
 */

/** The `fs` functions fs.createWriteStream needs, as its documented `fs` option takes them. */
export type WriteStreamFs = Pick<typeof fs, 'open' | 'close' | 'write' | 'writev'>;

type WriteCallback = (
  error: NodeJS.ErrnoException | null,
  written: number,
  buffer: NodeJS.ArrayBufferView,
) => void;
type WritevCallback = (
  error: NodeJS.ErrnoException | null,
  written: number,
  buffers: NodeJS.ArrayBufferView[],
) => void;

/**
 * Frees `view`'s memory when the view spans all of it. A view of part of a larger block (a slice of
 * Node's shared allocation pool, or what a parser kept of a read) is left for the collector: other
 * views may still need the rest.
 */
export function freeIfWhole(view: NodeJS.ArrayBufferView): boolean {
  const memory = view.buffer;
  if (!(memory instanceof ArrayBuffer) || memory.detached) return false;
  if (view.byteOffset !== 0 || view.byteLength !== memory.byteLength) return false;
  try {
    memory.transfer(0);
    return true;
  } catch {
    // Memory that may not be detached (WebAssembly's, or pinned by Node) is the collector's.
    return false;
  }
}

/**
 * File-system functions for fs.createWriteStream that free each chunk once all of it is written.
 * Only for a stream whose chunks nothing else holds after they are written: a request body on its way
 * to disk. A partial write keeps its chunks (the stream writes the rest from them).
 */
export function freeingWhenWritten(base: WriteStreamFs = fs): WriteStreamFs {
  const write = (
    fd: number,
    buffer: NodeJS.ArrayBufferView,
    offset: number,
    length: number,
    position: number | null,
    callback: WriteCallback,
  ) =>
    base.write(fd, buffer, offset, length, position, (error, written, same) => {
      if (!error && offset === 0 && written === buffer.byteLength) freeIfWhole(buffer);
      callback(error, written, same);
    });
  const writev = (
    fd: number,
    buffers: NodeJS.ArrayBufferView[],
    position: number | null,
    callback: WritevCallback,
  ) =>
    base.writev(fd, buffers, position, (error, written, same) => {
      if (!error && written === buffers.reduce((sum, buffer) => sum + buffer.byteLength, 0)) {
        for (const buffer of buffers) freeIfWhole(buffer);
      }
      callback(error, written, same);
    });
  return { open: base.open, close: base.close, write, writev } as WriteStreamFs;
}
