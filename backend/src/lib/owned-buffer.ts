/*
 * Buffer.from(string), Buffer.concat and zlib hand out small buffers as slices of a shared block
 * (Node's allocation pool, zlib's output chunk). A cache that keeps such a slice keeps the whole
 * block alive while counting only the slice: a cache bounded at 64 MiB of JSON held gigabytes.
 * What a cache keeps is therefore copied into memory of exactly its own size.
 */

/** `buffer` itself when it is the only view of its memory, else a copy of exactly its length. */
export function owned(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}
