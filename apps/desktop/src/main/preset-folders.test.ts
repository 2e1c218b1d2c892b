import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Store from 'electron-store';
import { describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../test/temp-dir.ts';
import { presetFolderNames, syncPresetFolders } from './preset-folders.ts';

const tempDir = tempDirsPerTest();

describe('preset folders', () => {
  it('names folders safely and uniquely, never Placed or Failed', () => {
    const names = presetFolderNames([
      { id: '1', name: 'Caps: left/chest' },
      { id: '2', name: 'Caps  left chest' },
      { id: '3', name: 'placed' },
      { id: '4', name: '..' },
    ]);
    expect([...names.values()]).toEqual(['Caps left chest', 'Caps left chest (2)', 'placed (2)', 'Preset']);
  });

  it('creates a folder per preset, renames on rename and leaves a deleted preset’s folder alone', async () => {
    const root = await tempDir();
    const store = new Store({ cwd: root, name: 'state-for-test' });
    const first = await syncPresetFolders({
      root,
      store,
      presets: [
        { id: 'p1', name: 'Caps' },
        { id: 'p2', name: 'Jackets' },
      ],
    });
    expect([...first]).toEqual([
      ['Caps', 'p1'],
      ['Jackets', 'p2'],
    ]);
    await writeFile(path.join(root, 'Caps', 'waiting.png'), 'x');

    const second = await syncPresetFolders({ root, store, presets: [{ id: 'p1', name: 'Caps (front)' }] });
    expect([...second]).toEqual([['Caps (front)', 'p1']]);
    const folders = (await readdir(root, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.sort()).toEqual(['Caps (front)', 'Jackets']);
    expect(await readdir(path.join(root, 'Caps (front)'))).toEqual(['waiting.png']);
  });

  it('does not rename over a folder the user already has under the new name', async () => {
    const root = await tempDir();
    const store = new Store({ cwd: root, name: 'state-for-test' });
    await syncPresetFolders({ root, store, presets: [{ id: 'p1', name: 'Caps' }] });
    await mkdir(path.join(root, 'Hats'));
    await writeFile(path.join(root, 'Hats', 'mine.txt'), 'x');
    await syncPresetFolders({ root, store, presets: [{ id: 'p1', name: 'Hats' }] });
    expect(await readdir(path.join(root, 'Hats'))).toEqual(['mine.txt']);
    expect(await readdir(path.join(root, 'Caps'))).toEqual([]);
  });

  it('ignores a remembered folder name that could lead outside the watched folder', async () => {
    const root = await tempDir();
    const outside = await tempDir();
    await mkdir(path.join(outside, 'victim'));
    const store = new Store({ cwd: root, name: 'state-for-test' });
    store.set('presetFolders', { p1: `../${path.basename(outside)}/victim` });
    await syncPresetFolders({ root, store, presets: [{ id: 'p1', name: 'Caps' }] });
    expect(await readdir(outside)).toEqual(['victim']);
    expect(await readdir(path.join(root, 'Caps'))).toEqual([]);
  });
});
