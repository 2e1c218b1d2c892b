import { describe, expect, it } from 'vitest';
import { EncodedLru } from './encoded-lru.ts';

const body = (bytes: number) => ({ json: Buffer.alloc(bytes) });

describe('EncodedLru', () => {
  it('forgets the least recently used entry when over its byte budget', () => {
    const cache = new EncodedLru({ maxBytes: 100, maxEntries: 10 });
    cache.set('a', body(40));
    cache.set('b', body(40));
    cache.get('a');
    cache.set('c', body(40));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('keeps at most maxEntries entries', () => {
    const cache = new EncodedLru({ maxBytes: 1000, maxEntries: 2 });
    cache.set('a', body(1));
    cache.set('b', body(1));
    cache.set('c', body(1));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('counts gzip bytes, replaces an entry without double counting, and skips bodies over the budget', () => {
    const cache = new EncodedLru({ maxBytes: 100, maxEntries: 10 });
    cache.set('a', body(30));
    cache.set('a', { json: Buffer.alloc(30), gzip: Buffer.alloc(10) });
    expect(cache.bytes).toBe(40);
    cache.set('huge', body(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')?.gzip?.length).toBe(10);
  });

  it('keeps bytes in memory of their own size, not the shared block a small slice came from', () => {
    const cache = new EncodedLru({ maxBytes: 1000, maxEntries: 10 });
    const json = Buffer.from('{"orders":[]}');
    const gzip = Buffer.concat([Buffer.from([31, 139]), Buffer.from([8, 0])]);
    expect(json.buffer.byteLength).toBeGreaterThan(json.length);
    cache.set('small', { json, gzip });
    const kept = cache.get('small')!;
    expect(kept.json.buffer.byteLength).toBe(json.length);
    expect(kept.gzip!.buffer.byteLength).toBe(4);
    expect(kept.json.equals(json)).toBe(true);
    expect(cache.bytes).toBe(json.length + 4);
  });
});
