import { describe, expect, it } from 'vitest';
import { owned } from './owned-buffer.ts';

describe('owned buffers', () => {
  it('a small Buffer.from is a slice of a shared block; owned() of it is not', () => {
    const text = JSON.stringify({ order: 'x'.repeat(1200) });
    const pooled = Buffer.from(text);
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    const mine = owned(pooled);
    expect(mine.buffer.byteLength).toBe(Buffer.byteLength(text));
    expect(mine.toString()).toBe(text);
  });

  it('owned copies a slice of a larger block and keeps a buffer that owns its memory', () => {
    const slice = Buffer.concat([Buffer.from('[1,'), Buffer.from('2]')]);
    const copy = owned(slice);
    expect(copy.buffer.byteLength).toBe(5);
    expect(copy.toString()).toBe('[1,2]');
    expect(owned(copy)).toBe(copy);
    const tail = copy.subarray(1);
    expect(owned(tail)).not.toBe(tail);
    expect(owned(tail).toString()).toBe('1,2]');
  });
});
