import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../test/temp-dir.ts';
import { localDay, moveToFailed, moveToPlaced } from './file-moves.ts';

const tempDir = tempDirsPerTest();

describe('moving handled files', () => {
  it('moves to Placed/<day>/ and numbers a clash instead of overwriting', async () => {
    const root = await tempDir();
    await mkdir(path.join(root, 'Caps'));
    const day = new Date(2026, 0, 5, 23, 30);
    await writeFile(path.join(root, 'Caps', 'logo.png'), 'first');
    const first = await moveToPlaced(root, path.join(root, 'Caps', 'logo.png'), day);
    await writeFile(path.join(root, 'Caps', 'logo.png'), 'second');
    const second = await moveToPlaced(root, path.join(root, 'Caps', 'logo.png'), day);
    expect(first).toBe(path.join(root, 'Placed', '2026-01-05', 'logo.png'));
    expect(second).toBe(path.join(root, 'Placed', '2026-01-05', 'logo (2).png'));
    expect(await readFile(first, 'utf8')).toBe('first');
    expect(await readFile(second, 'utf8')).toBe('second');
    expect(await readdir(path.join(root, 'Caps'))).toEqual([]);
  });

  it('moves to Failed/ with the reason beside it', async () => {
    const root = await tempDir();
    await writeFile(path.join(root, 'logo.png'), 'x');
    const moved = await moveToFailed(root, path.join(root, 'logo.png'), 'Not placed: too large');
    expect(moved).toBe(path.join(root, 'Failed', 'logo.png'));
    expect(await readFile(`${moved}.txt`, 'utf8')).toBe('Not placed: too large\n');
  });

  it('names the day in local time', () => {
    expect(localDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});
