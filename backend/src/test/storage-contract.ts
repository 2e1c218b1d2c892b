import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { FileTooLargeError } from '../services/files/storage/meter.ts';
import { StorageNotFoundError, type Storage } from '../services/files/storage/types.ts';

export interface StorageUnderTest {
  storage: () => Storage;
  /** Every object or file the driver holds, temporary ones included. */
  listAll: () => Promise<string[]>;
}

/** The behaviour every Storage driver must show; each driver's test file runs it against the real thing. */
export function storageContract({ storage, listAll }: StorageUnderTest): void {
  it('stores a stream and reads it back whole and by range', async () => {
    const s = storage();
    const written = await s.put(
      'aa/contract-roundtrip',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      {
        contentType: 'text/plain',
      },
    );
    expect(written).toEqual({ size: 11, sha256: createHash('sha256').update('hello world').digest('hex') });
    expect(await s.stat('aa/contract-roundtrip')).toEqual({ size: 11 });
    expect(await text(await s.get('aa/contract-roundtrip'))).toBe('hello world');
    expect(await text(await s.get('aa/contract-roundtrip', { start: 6, end: 10 }))).toBe('world');
    expect(await text(await s.get('aa/contract-roundtrip', { start: 0, end: 0 }))).toBe('h');
  });

  it('streams a large body without trouble (multipart on S3)', async () => {
    const s = storage();
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const chunks = Array.from({ length: 7 }, () => chunk);
    const written = await s.put('aa/contract-large', Readable.from(chunks), {
      contentType: 'application/octet-stream',
      maxBytes: 7 * 1024 * 1024,
    });
    expect(written.size).toBe(7 * 1024 * 1024);
    let total = 0;
    for await (const part of await s.get('aa/contract-large')) total += (part as Buffer).length;
    expect(total).toBe(7 * 1024 * 1024);
    await s.delete('aa/contract-large');
  });

  it('rejects a missing object with StorageNotFoundError and deletes idempotently', async () => {
    const s = storage();
    await expect(s.get('aa/never-stored')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await s.stat('aa/never-stored')).toBeNull();
    await s.delete('aa/never-stored');
    await s.put('aa/contract-delete', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' });
    await s.delete('aa/contract-delete');
    expect(await s.stat('aa/contract-delete')).toBeNull();
  });

  it('leaves nothing behind when the body fails part-way (e.g. over the size limit)', async () => {
    const s = storage();
    const before = await listAll();
    // Past the first 5 MB part, so on S3 a multipart upload has begun and must be aborted.
    const body = Readable.from(Array.from({ length: 8 }, () => Buffer.alloc(1024 * 1024, 1)));
    await expect(
      s.put('aa/contract-too-large', body, {
        contentType: 'application/octet-stream',
        maxBytes: 6 * 1024 * 1024,
      }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await s.stat('aa/contract-too-large')).toBeNull();
    expect(await listAll()).toEqual(before);
  });

  it('leaves nothing behind when the source stream itself fails', async () => {
    const s = storage();
    const before = await listAll();
    async function* broken() {
      yield Buffer.alloc(1024, 2);
      throw new Error('client went away');
    }
    await expect(
      s.put('aa/contract-broken', Readable.from(broken()), { contentType: 'text/plain' }),
    ).rejects.toThrow('client went away');
    expect(await s.stat('aa/contract-broken')).toBeNull();
    expect(await listAll()).toEqual(before);
  });

  it('reports a source that fails before the driver starts reading, without an unhandled error', async () => {
    const s = storage();
    const source = new Readable({ read() {} });
    const put = s.put('aa/contract-early-fail', source, { contentType: 'text/plain' });
    source.destroy(new Error('failed at once'));
    await expect(put).rejects.toThrow();
    expect(await s.stat('aa/contract-early-fail')).toBeNull();
  });

  it('refuses keys that could escape the store', async () => {
    const s = storage();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'UPPER', 'a//b', 'a/b.c', '']) {
      await expect(
        s.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' }),
      ).rejects.toThrow(/Invalid storage key/);
    }
  });
}
