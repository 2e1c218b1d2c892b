import type { ByteRange } from '../../services/files/storage/types.ts';

/**
 * Reads a `Range` header for a file of `size` bytes. Returns null when the whole file should be
 * sent (no header, another unit, several ranges — which we may ignore), 'unsatisfiable' for a range
 * wholly outside the file, else the one inclusive range.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    if (size === 0) return 'unsatisfiable';
    return { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || (last !== '' && Number(last) < start))
    return 'unsatisfiable';
  return { start, end };
}
