import { appendFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TrayEntry } from '@stitchdesk/shared/desktop-bridge';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../test/temp-dir.ts';
import { createHotFolder, isTemporaryName, NotInTrayError, trayId, type HotFolder } from './hot-folder.ts';

const STABILITY_MS = 300;

const tempDir = tempDirsPerTest();
const open: HotFolder[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((folder) => folder.close()));
});

/** A hot folder watching a new directory, in which `before` may write first. */
async function watchedFolder(before: (dir: string) => Promise<void> = async () => {}) {
  const dir = await tempDir();
  await before(dir);
  const updates: TrayEntry[][] = [];
  const hotFolder = createHotFolder({
    onChange: (entries) => updates.push(entries),
    stabilityMs: STABILITY_MS,
    pollMs: 50,
  });
  open.push(hotFolder);
  await hotFolder.setFolder(dir);
  const names = () =>
    hotFolder
      .list()
      .map((entry) => entry.name)
      .sort();
  return { dir, hotFolder, updates, names };
}

/**
 * Writes a file the folder must pick up and waits until it shows: files written before it have
 * then been seen too, so what is not listed by now was ignored, not missed.
 */
async function afterSentinel(dir: string, list: () => string[], name = 'sentinel.png'): Promise<void> {
  await writeFile(path.join(dir, name), 'x');
  await waitFor(() => list().includes(path.basename(name)));
}

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for the hot folder');
    await sleep(25);
  }
}

describe('temporary names', () => {
  it.each([
    '.DS_Store',
    '.hidden.png',
    '~$order.docx',
    'logo.png.tmp',
    'logo.png.part',
    'logo.png.crdownload',
    'logo.png.download',
    'Thumbs.db',
    'LOGO.PNG.CRDOWNLOAD',
  ])('ignores %s', (name) => expect(isTemporaryName(name)).toBe(true));
  it.each(['logo.png', 'jacket back.dst', 'brief.pdf', 'partial-logo.ai', 'tmp.svg'])('accepts %s', (name) =>
    expect(isTemporaryName(name)).toBe(false),
  );
});

describe('hot folder', () => {
  it('reports a new file once, with its size, and does not report files that were already there', async () => {
    const { dir, hotFolder, updates } = await watchedFolder((dir) =>
      writeFile(path.join(dir, 'old.png'), 'old'),
    );

    const filePath = path.join(dir, 'logo.png');
    await writeFile(filePath, 'png-bytes');
    await waitFor(() => hotFolder.list().length === 1 && updates.length === 1);
    expect(hotFolder.list()).toEqual([
      { id: trayId(filePath), name: 'logo.png', size: 9, path: filePath, presetFolder: null, presetId: null },
    ]);
    // Announced once: the next announcement is the sentinel's, and old.png is in neither.
    await afterSentinel(dir, () => (updates.at(-1) ?? []).map((entry) => entry.name));
    expect(updates.map((entries) => entries.map((entry) => entry.name))).toEqual([
      ['logo.png'],
      ['logo.png', 'sentinel.png'],
    ]);
  });

  it('does not report a file while it is still being written', async () => {
    const { dir, hotFolder, names } = await watchedFolder();
    const filePath = path.join(dir, 'jacket-back.dst');
    await writeFile(filePath, 'chunk-0;');
    // Keep writing for well over the stability window; the file must stay out of the tray meanwhile.
    for (let chunk = 1; chunk <= 8; chunk += 1) {
      await sleep(STABILITY_MS / 3);
      await appendFile(filePath, `chunk-${chunk};`);
      expect(names()).toEqual([]);
    }
    await waitFor(() => names().length === 1);
    const [entry] = hotFolder.list();
    expect(entry.size).toBe(
      Buffer.byteLength('chunk-0;' + [1, 2, 3, 4, 5, 6, 7, 8].map((c) => `chunk-${c};`).join('')),
    );
  });

  it('ignores temporary and partial files, and picks up a download once it gets its final name', async () => {
    const { dir, names } = await watchedFolder();
    for (const name of [
      '.DS_Store',
      '~$brief.docx',
      'logo.tmp',
      'logo.png.part',
      'logo.png.crdownload',
      'Thumbs.db',
      '.cache.png',
    ]) {
      await writeFile(path.join(dir, name), 'x');
    }
    await afterSentinel(dir, names);
    expect(names()).toEqual(['sentinel.png']);

    await rename(path.join(dir, 'logo.png.crdownload'), path.join(dir, 'logo.png'));
    await waitFor(() => names().length === 2);
    expect(names()).toEqual(['logo.png', 'sentinel.png']);
  });

  it('handles a rename (old entry removed, new name added) and a delete', async () => {
    const { dir, hotFolder, names } = await watchedFolder();
    await writeFile(path.join(dir, 'draft.png'), 'art');
    await waitFor(() => names().length === 1);

    await rename(path.join(dir, 'draft.png'), path.join(dir, 'final.png'));
    await waitFor(() => names().join() === 'final.png');
    expect(hotFolder.list()[0].id).toBe(trayId(path.join(dir, 'final.png')));

    await rm(path.join(dir, 'final.png'));
    await waitFor(() => names().length === 0);
  });

  it('reports files in sub-folders with their folder and its preset, but nothing deeper', async () => {
    const { dir, hotFolder } = await watchedFolder();
    await mkdir(path.join(dir, 'Caps', 'nested'), { recursive: true });
    await writeFile(path.join(dir, 'Caps', 'nested', 'deep.png'), 'x');
    await writeFile(path.join(dir, 'Caps', 'cap.png'), 'x');
    await waitFor(() => hotFolder.list().length === 1);
    expect(hotFolder.list()[0]).toMatchObject({ name: 'cap.png', presetFolder: 'Caps', presetId: null });
    hotFolder.setPresetFolders(new Map([['Caps', 'preset-1']]));
    expect(hotFolder.list()[0].presetId).toBe('preset-1');
    const names = () => hotFolder.list().map((entry) => entry.name);
    await afterSentinel(dir, names, path.join('Caps', 'later.png'));
    expect(names().sort()).toEqual(['cap.png', 'later.png']);
  });

  it('never takes input from Placed/ or Failed/', async () => {
    const { dir, names } = await watchedFolder();
    for (const folder of ['Placed/2026-01-02', 'Failed', 'placed']) {
      await mkdir(path.join(dir, folder), { recursive: true });
    }
    await writeFile(path.join(dir, 'Placed', 'a.png'), 'x');
    await writeFile(path.join(dir, 'Placed', '2026-01-02', 'b.png'), 'x');
    await writeFile(path.join(dir, 'Failed', 'c.png'), 'x');
    await writeFile(path.join(dir, 'placed', 'd.png'), 'x');
    await afterSentinel(dir, names);
    expect(names()).toEqual(['sentinel.png']);
  });

  it('picks up files left in preset sub-folders while it was not watching', async () => {
    const dir = await tempDir();
    await mkdir(path.join(dir, 'Caps'));
    await mkdir(path.join(dir, 'Failed'));
    await writeFile(path.join(dir, 'Caps', 'waiting.png'), 'x');
    await writeFile(path.join(dir, 'Failed', 'failed.png'), 'x');
    await writeFile(path.join(dir, 'top.png'), 'x');
    const hotFolder = createHotFolder({ onChange: () => {}, stabilityMs: STABILITY_MS, pollMs: 50 });
    open.push(hotFolder);
    await hotFolder.setFolder(dir);
    expect(hotFolder.list().map((entry) => [entry.name, entry.presetFolder])).toEqual([
      ['waiting.png', 'Caps'],
    ]);
    expect(hotFolder.folder()).toBe(dir);
  });

  it('reads the bytes only of files in the tray and forgets taken ones', async () => {
    const { dir, hotFolder } = await watchedFolder();
    await writeFile(path.join(dir, 'logo.svg'), '<svg/>');
    await waitFor(() => hotFolder.list().length === 1);
    const [entry] = hotFolder.list();

    const file = await hotFolder.read(entry.id);
    expect(file.name).toBe('logo.svg');
    expect(file.type).toBe('image/svg+xml');
    expect(Buffer.from(file.bytes).toString()).toBe('<svg/>');

    await expect(hotFolder.read(trayId(path.join(dir, 'not-there.png')))).rejects.toBeInstanceOf(
      NotInTrayError,
    );
    hotFolder.take([entry.id]);
    expect(hotFolder.list()).toEqual([]);
    await expect(hotFolder.read(entry.id)).rejects.toBeInstanceOf(NotInTrayError);
  });

  it('clears the tray and watches the new folder when the folder changes', async () => {
    const { dir, hotFolder, names } = await watchedFolder();
    await writeFile(path.join(dir, 'a.png'), 'a');
    await waitFor(() => names().length === 1);

    const other = await tempDir();
    await hotFolder.setFolder(other);
    expect(names()).toEqual([]);
    await writeFile(path.join(dir, 'ignored-now.png'), 'x');
    await writeFile(path.join(other, 'b.png'), 'b');
    await waitFor(() => names().length === 1);
    await afterSentinel(other, names);
    expect(names()).toEqual(['b.png', 'sentinel.png']);

    await hotFolder.setFolder(null);
    expect(names()).toEqual([]);
  });
});
