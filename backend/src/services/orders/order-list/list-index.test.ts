import { describe, expect, it } from 'vitest';
import { indexStamp, ListIndexWriter, listIndexCount, readListIndex } from './list-index.ts';

const A = '0190f3a1-7c2b-7d4e-8f00-0123456789ab';
const B = '0190f3a1-7c2b-7d4e-8f00-ffffffffffff';

describe('list index', () => {
  it('reads back each order’s stamp and byte range by id, 48 bytes an order', () => {
    const writer = new ListIndexWriter(2);
    writer.add(A, { stamp: 4_294_967_295, start: 1, end: 1200 });
    writer.add(B, { stamp: 7, start: 1201, end: 2_000_000 });
    const index = writer.finish();
    expect(index.length).toBe(96);
    expect(listIndexCount(index)).toBe(2);
    const entries = readListIndex(index);
    expect([...entries.keys()]).toEqual([A, B]);
    expect(entries.get(A)).toEqual({ stamp: 4_294_967_295, start: 1, end: 1200 });
    expect(entries.get(B)).toEqual({ stamp: 7, start: 1201, end: 2_000_000 });
  });

  it('refuses an index left part empty, an id that is not 36 one-byte characters and a stamp that is not an xid', () => {
    const writer = new ListIndexWriter(2);
    writer.add(A, { stamp: 1, start: 1, end: 2 });
    expect(() => writer.finish()).toThrow('not filled');
    expect(() => writer.add('not-a-uuid', { stamp: 1, start: 1, end: 2 })).toThrow('not a UUID');
    expect(indexStamp('123')).toBe(123);
    for (const bad of ['4294967296', '-1', '1.5', 'x']) expect(() => indexStamp(bad)).toThrow('not an xid');
  });
});
