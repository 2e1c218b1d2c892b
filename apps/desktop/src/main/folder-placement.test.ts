import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Store from 'electron-store';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../test/temp-dir.ts';
import { createFolderPlacement, NotAPresetFileError } from './folder-placement.ts';
import { createHotFolder, type HotFolder } from './hot-folder.ts';
import { createPlacedLedger } from './placed-ledger.ts';

const tempDir = tempDirsPerTest();
const open: HotFolder[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((folder) => folder.close()));
});
const DAY = new Date(2026, 2, 14, 10);

/** One app run: a real hot folder on `root`, the ledger in `stateDir`. */
async function appRun(root: string, stateDir: string) {
  const hotFolder = createHotFolder({ onChange: () => {}, stabilityMs: 100, pollMs: 25 });
  open.push(hotFolder);
  await hotFolder.setFolder(root);
  hotFolder.setPresetFolders(new Map([['Caps', 'preset-caps']]));
  const ledger = createPlacedLedger(new Store({ cwd: stateDir, name: 'state' }));
  const placement = createFolderPlacement({ hotFolder, ledger, now: () => DAY });
  const waitForEntries = async (count: number) => {
    const started = Date.now();
    while (hotFolder.list().length < count) {
      if (Date.now() - started > 5000) throw new Error('Timed out waiting for the hot folder');
      await sleep(25);
    }
    return hotFolder.list();
  };
  return { hotFolder, placement, waitForEntries };
}

async function folderWithCaps() {
  const root = await tempDir();
  await mkdir(path.join(root, 'Caps'));
  return root;
}

describe('placing files from preset folders', () => {
  it('hands out the bytes and the preset, then files the result', async () => {
    const root = await folderWithCaps();
    const { placement, waitForEntries } = await appRun(root, await tempDir());
    await writeFile(path.join(root, 'Caps', 'ok.png'), 'ok');
    await writeFile(path.join(root, 'Caps', 'bad.png'), 'bad');
    const entries = await waitForEntries(2);
    const ok = entries.find((entry) => entry.name === 'ok.png')!;
    const bad = entries.find((entry) => entry.name === 'bad.png')!;

    const claim = await placement.claim(ok.id);
    expect(claim).toMatchObject({
      kind: 'place',
      presetId: 'preset-caps',
      file: { name: 'ok.png', type: 'image/png' },
    });
    await placement.finish(ok.id, { ok: true, orderId: 'order-1' });
    await placement.claim(bad.id);
    await placement.finish(bad.id, { ok: false, reason: 'The server refused the file type' });

    expect(await readdir(path.join(root, 'Placed', '2026-03-14'))).toEqual(['ok.png']);
    expect(await readFile(path.join(root, 'Failed', 'bad.png.txt'), 'utf8')).toBe(
      'Not placed: The server refused the file type\n',
    );
    expect(await readdir(path.join(root, 'Caps'))).toEqual([]);
  });

  it('refuses top-level files and files of folders without a preset', async () => {
    const root = await folderWithCaps();
    await mkdir(path.join(root, 'Old preset'));
    const { placement, waitForEntries } = await appRun(root, await tempDir());
    await writeFile(path.join(root, 'top.png'), 'x');
    await writeFile(path.join(root, 'Old preset', 'orphan.png'), 'y');
    for (const entry of await waitForEntries(2)) {
      await expect(placement.claim(entry.id)).rejects.toThrow(NotAPresetFileError);
    }
  });

  it('after a crash between placing and recording, retries with the same key', async () => {
    const root = await folderWithCaps();
    const stateDir = await tempDir();
    await writeFile(path.join(root, 'Caps', 'logo.png'), 'logo');
    const before = await appRun(root, stateDir);
    const [entry] = await before.waitForEntries(1);
    const first = await before.placement.claim(entry.id);
    await before.hotFolder.close(); // the app dies before finish()

    const after = await appRun(root, stateDir);
    const [again] = await after.waitForEntries(1);
    const second = await after.placement.claim(again.id);
    expect(second.kind === 'place' && second.idempotencyKey).toBe(
      first.kind === 'place' && first.idempotencyKey,
    );
  });

  it('a file whose placement failed (its answer lost) and is dropped again keeps its key', async () => {
    const root = await folderWithCaps();
    const { placement, waitForEntries } = await appRun(root, await tempDir());
    await writeFile(path.join(root, 'Caps', 'logo.png'), 'logo');
    const [entry] = await waitForEntries(1);
    const first = await placement.claim(entry.id);
    expect(first.kind === 'place' && first.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    // The server may have placed it: the answer never came, so the file went to Failed/.
    await placement.finish(entry.id, { ok: false, reason: 'The connection was lost' });
    expect(await readdir(path.join(root, 'Failed'))).toEqual(['logo.png', 'logo.png.txt']);

    // Dropped again (the same bytes, even under another name): the same Idempotency-Key, so the
    // server answers with the order it placed rather than placing a second.
    await writeFile(path.join(root, 'Caps', 'logo again.png'), 'logo');
    const [again] = await waitForEntries(1);
    const second = await placement.claim(again.id);
    expect(second.kind === 'place' && second.idempotencyKey).toBe(
      first.kind === 'place' && first.idempotencyKey,
    );
  });

  it('never places the same bytes twice, under any name, also after a restart', async () => {
    const root = await folderWithCaps();
    const stateDir = await tempDir();
    const first = await appRun(root, stateDir);
    await writeFile(path.join(root, 'Caps', 'logo.png'), 'logo v1');
    const [entry] = await first.waitForEntries(1);
    await first.placement.claim(entry.id);
    await first.placement.finish(entry.id, { ok: true, orderId: 'order-1' });
    await first.hotFolder.close();

    const second = await appRun(root, stateDir);
    await writeFile(path.join(root, 'Caps', 'logo.png'), 'logo v1');
    const [same] = await second.waitForEntries(1);
    expect(await second.placement.claim(same.id)).toEqual({ kind: 'duplicate', orderId: 'order-1' });
    expect(await readdir(path.join(root, 'Failed'))).toEqual(['logo.png', 'logo.png.txt']);

    // Same name, new content: a new order.
    await writeFile(path.join(root, 'Caps', 'logo.png'), 'logo v2');
    const [changed] = await second.waitForEntries(1);
    expect((await second.placement.claim(changed.id)).kind).toBe('place');
  });
});
