import { once } from 'node:events';
import * as fs from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeIfWhole, freeingWhenWritten, type WriteStreamFs } from './free-written.ts';

/** A buffer with memory of its own (not a slice of Node's pool), filled with `byte`. */
const own = (size: number, byte: number) => Buffer.allocUnsafeSlow(size).fill(byte);
const isFreed = (view: Buffer) => (view.buffer as ArrayBuffer).detached;

describe('freeIfWhole', () => {
  it('frees a buffer that spans all of its memory', () => {
    const buffer = own(64 * 1024, 7);
    expect(freeIfWhole(buffer)).toBe(true);
    expect(isFreed(buffer)).toBe(true);
    expect(buffer.byteLength).toBe(0);
  });

  it('leaves a slice alone, and the memory it shares with other slices', () => {
    const block = own(1024, 1);
    const head = block.subarray(0, 512);
    const tail = block.subarray(512);
    expect(freeIfWhole(head)).toBe(false);
    expect(isFreed(block)).toBe(false);
    expect(tail.every((byte) => byte === 1)).toBe(true);
  });

  it("never frees Node's shared pool, whatever slice of it is written", () => {
    const small = Buffer.from('a small string lives in the pool');
    const neighbour = Buffer.from('and so does its neighbour');
    expect(small.buffer).toBe(neighbour.buffer);
    expect(freeIfWhole(small)).toBe(false);
    expect(neighbour.toString()).toBe('and so does its neighbour');
  });

  it('does nothing to shared or already freed memory', () => {
    const shared = new Uint8Array(new SharedArrayBuffer(16));
    expect(freeIfWhole(shared)).toBe(false);
    expect(shared.byteLength).toBe(16);
    const buffer = own(16, 0);
    freeIfWhole(buffer);
    expect(freeIfWhole(buffer)).toBe(false);
  });
});

describe('freeingWhenWritten', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sd-free-written-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('through fs.createWriteStream: the file gets every byte, and each whole chunk is freed once written', async () => {
    const chunks = [own(300_000, 1), own(70_000, 2), own(5, 3), own(1_000_000, 4)];
    const expected = Buffer.concat(chunks);
    const target = path.join(dir, 'stream.bin');
    const calls: string[] = [];
    const counted: WriteStreamFs = {
      ...fs,
      writev: ((...args: Parameters<typeof fs.writev>) => {
        calls.push('writev');
        return fs.writev(...args);
      }) as typeof fs.writev,
      write: ((...args: Parameters<typeof fs.write>) => {
        calls.push('write');
        return (fs.write as (...all: unknown[]) => void)(...args);
      }) as typeof fs.write,
    };
    const file = fs.createWriteStream(target, {
      highWaterMark: 1024 * 1024,
      fs: freeingWhenWritten(counted),
    });
    // Corked, the first three go down in one writev; the last, written meanwhile, goes alone through write.
    await once(file, 'open');
    file.cork();
    for (const chunk of chunks.slice(0, 3)) file.write(chunk);
    file.uncork();
    await new Promise<void>((resolve, reject) => {
      file.write(chunks[3], (error) => (error ? reject(error) : resolve()));
    });
    await new Promise<void>((resolve, reject) =>
      file.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    expect((await readFile(target)).equals(expected)).toBe(true);
    expect(calls).toEqual(['writev', 'write']);
    expect(chunks.map(isFreed)).toEqual([true, true, true, true]);
  });

  it('keeps the chunks of a write the disk took only part of: the stream writes the rest from them', async () => {
    const partly: WriteStreamFs = {
      ...fs,
      writev: ((fd, buffers, position, callback) =>
        fs.write(fd, buffers[0], 0, 10, position, (error) =>
          callback(error, 10, buffers),
        )) as typeof fs.writev,
      write: ((fd, buffer, offset, length, position, callback) =>
        fs.write(fd, buffer, offset, 10, position, (error) =>
          callback(error, 10, buffer),
        )) as typeof fs.write,
    };
    const writes = freeingWhenWritten(partly);
    const fd = await promisify(fs.open)(path.join(dir, 'partial.bin'), 'w');
    try {
      const first = own(100, 1);
      const second = own(100, 2);
      const written = await new Promise<number>((resolve, reject) =>
        writes.writev(fd, [first, second], null, (error, bytes) => (error ? reject(error) : resolve(bytes))),
      );
      expect(written).toBe(10);
      expect([isFreed(first), isFreed(second)]).toEqual([false, false]);
      const single = own(100, 3);
      await new Promise<number>((resolve, reject) =>
        writes.write(fd, single, 0, 100, null, (error, bytes) => (error ? reject(error) : resolve(bytes))),
      );
      expect(isFreed(single)).toBe(false);
    } finally {
      await promisify(fs.close)(fd);
    }
  });

  it('keeps the chunks of a write that failed', async () => {
    const writes = freeingWhenWritten();
    const chunk = own(100, 1);
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      // Not an open file: the write fails with EBADF.
      writes.writev(987_654, [chunk], null, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe('EBADF');
    expect(isFreed(chunk)).toBe(false);
  });
});
