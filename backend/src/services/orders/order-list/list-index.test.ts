import { describe, expect, it } from 'vitest';
import { keyId, keysBuffer, ListIndex, ListIndexWriter, listIndexCount } from './list-index.ts';

const A = '0190f3a1-7c2b-7d4e-8f00-0123456789ab';
const B = '0190f3a1-7c2b-7d4e-8f00-ffffffffffff';
const C = '0190f3a1-7c2b-7d4e-8f00-cccccccccccc';
const keys = keysBuffer(`${A}4294967295${B}0000000007`);

describe('list index', () => {
  it('reads back each order’s key and byte range, 54 bytes an order', () => {
    const writer = new ListIndexWriter(2);
    writer.setRange(0, 1, 1200);
    writer.setRange(1, 1201, 2_000_000);
    writer.copyKeys(keys, 0, 2);
    const bytes = writer.finish();
    expect(bytes.length).toBe(108);
    expect(listIndexCount(bytes)).toBe(2);
    const index = new ListIndex(bytes);
    expect([index.start(0), index.end(0), index.start(1), index.end(1)]).toEqual([1, 1200, 1201, 2_000_000]);
    expect(index.keys().equals(keys)).toBe(true);
    expect(keyId(keys, 1)).toBe(B);
    expect(index.positionOf(B)).toBe(1);
    expect(index.positionOf(C)).toBe(-1);
  });

  it('tells a changed version of an order from another order', () => {
    const writer = new ListIndexWriter(2);
    writer.setRange(0, 1, 2);
    writer.setRange(1, 3, 4);
    writer.copyKeys(keys, 0, 2);
    const index = new ListIndex(writer.finish());
    const now = keysBuffer(`${A}4294967295${B}0000000008${C}0000000001`);
    expect(index.sameKey(now, 0, 0)).toBe(true);
    expect(index.sameKey(now, 1, 1)).toBe(false);
    expect(index.sameId(now, 1, 1)).toBe(true);
    expect(index.sameId(now, 2, 1)).toBe(false);
  });

  it('compares a run of orders’ keys with the kept run at once', () => {
    const writer = new ListIndexWriter(2);
    writer.setRange(0, 1, 2);
    writer.setRange(1, 3, 4);
    writer.copyKeys(keys, 0, 2);
    const index = new ListIndex(writer.finish());
    const shifted = keysBuffer(`${C}0000000001${A}4294967295${B}0000000007`);
    expect(index.sameKeys(shifted, 1, 0, 2)).toBe(true);
    expect(index.sameKeys(shifted, 0, 0, 2)).toBe(false);
    const changed = keysBuffer(`${A}4294967295${B}0000000008`);
    expect(index.sameKeys(changed, 0, 0, 1)).toBe(true);
    expect(index.sameKeys(changed, 0, 0, 2)).toBe(false);
  });

  it('refuses an index left part empty and keys that are not 46 characters each', () => {
    const writer = new ListIndexWriter(2);
    writer.copyKeys(keys, 0, 1);
    expect(() => writer.finish()).toThrow('not filled');
    expect(() => keysBuffer(`${A}123`)).toThrow('not 46 characters');
  });
});
