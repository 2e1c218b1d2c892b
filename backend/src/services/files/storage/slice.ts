import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { ByteRange } from './types.ts';

/** Passes on only the bytes of `range` (inclusive) from a stream that starts at byte 0. */
export function sliceStream(source: Readable, range: ByteRange): Readable {
  let offset = 0;
  const slicer = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const chunkStart = offset;
      offset += chunk.length;
      const from = Math.max(range.start - chunkStart, 0);
      const to = Math.min(range.end + 1 - chunkStart, chunk.length);
      if (to > from) this.push(chunk.subarray(from, to));
      if (offset > range.end) {
        // Everything wanted has been passed on; stop reading the rest.
        this.push(null);
        source.unpipe(slicer);
        source.destroy();
      }
      callback();
    },
  });
  source.on('error', (error) => slicer.destroy(error));
  return source.pipe(slicer);
}
