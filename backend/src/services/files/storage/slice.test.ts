import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { sliceStream } from './slice.ts';

const source = () => Readable.from([Buffer.from('abc'), Buffer.from('defg'), Buffer.from('hij')]);

describe('sliceStream', () => {
  it('keeps only the inclusive range, across chunk borders', async () => {
    expect(await text(sliceStream(source(), { start: 0, end: 0 }))).toBe('a');
    expect(await text(sliceStream(source(), { start: 2, end: 7 }))).toBe('cdefgh');
    expect(await text(sliceStream(source(), { start: 7, end: 9 }))).toBe('hij');
    expect(await text(sliceStream(source(), { start: 3, end: 6 }))).toBe('defg');
  });
});
