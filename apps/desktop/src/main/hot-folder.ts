import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { ArtworkBytes, TrayEntry } from '@stitchdesk/shared/desktop-bridge';
import { artworkContentType } from './artwork-types.ts';
import { FAILED_FOLDER, PLACED_FOLDER } from './file-moves.ts';

/**
 * Names that belong to files still being produced or to the OS, never to finished artwork:
 * dotfiles (.DS_Store included), Office lock files (~$x.docx), and the partial-download and
 * temp suffixes of browsers and editors.
 */
export function isTemporaryName(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  if (lower.startsWith('.') || lower.startsWith('~$')) return true;
  if (lower === 'thumbs.db' || lower === 'desktop.ini') return true;
  return ['.tmp', '.part', '.crdownload', '.download', '.partial', '.swp'].some((suffix) =>
    lower.endsWith(suffix),
  );
}

export function trayId(filePath: string): string {
  return createHash('sha1').update(filePath).digest('hex');
}

export class NotInTrayError extends Error {
  constructor(id: string) {
    super(`No incoming artwork with id ${id}`);
    this.name = 'NotInTrayError';
  }
}

export interface HotFolderOptions {
  /** Called with the whole tray after every change. */
  onChange(entries: TrayEntry[]): void;
  onError?(error: unknown): void;
  /** How long a file's size must stay unchanged before it counts as written (awaitWriteFinish). */
  stabilityMs?: number;
  pollMs?: number;
  /** Changes within this window are reported together. */
  coalesceMs?: number;
}

export interface HotFolder {
  /**
   * Watches `folder` for new files; null stops watching. Files already at the top level are not
   * reported; those already in a preset's sub-folder are (they were dropped to become orders).
   */
  setFolder(folder: string | null): Promise<void>;
  /** The watched folder, or null. */
  folder(): string | null;
  /** Which sub-folder belongs to which preset (folder name → preset id); entries follow it. */
  setPresetFolders(folders: ReadonlyMap<string, string>): void;
  list(): TrayEntry[];
  /** The entry with this id, or NotInTrayError. */
  entry(id: string): TrayEntry;
  /** Reads a file that is in the tray; any other id is refused, so the renderer cannot name paths. */
  read(id: string): Promise<ArtworkBytes>;
  take(ids: readonly string[]): void;
  close(): Promise<void>;
}

/** `Placed/` and `Failed/` hold what the hot folder already handled: never input. */
function isOutputFolder(relative: string): boolean {
  const first = relative.split(path.sep)[0]?.toLowerCase();
  return first === PLACED_FOLDER.toLowerCase() || first === FAILED_FOLDER.toLowerCase();
}

/**
 * The "Incoming artwork" feed: files dropped into the watched folder, or into one of its preset
 * sub-folders, join the tray once fully written; deleting, moving or renaming a file removes its
 * entry (a rename arrives as unlink + add, so the new name joins as a new entry).
 */
export function createHotFolder(options: HotFolderOptions): HotFolder {
  const entries = new Map<string, TrayEntry>();
  let watcher: FSWatcher | null = null;
  let root: string | null = null;
  let presetFolders: ReadonlyMap<string, string> = new Map();

  const withPreset = (entry: TrayEntry): TrayEntry => ({
    ...entry,
    presetId: entry.presetFolder === null ? null : (presetFolders.get(entry.presetFolder) ?? null),
  });
  // A burst of files (hundreds dropped at once) is announced as one change, not one per file,
  // each carrying the whole tray.
  let pending: NodeJS.Timeout | null = null;
  const publish = () => {
    pending ??= setTimeout(() => {
      pending = null;
      options.onChange([...entries.values()].map(withPreset));
    }, options.coalesceMs ?? 50);
  };

  async function stopWatching(): Promise<void> {
    const current = watcher;
    watcher = null;
    root = null;
    if (current) await current.close();
    if (entries.size > 0) {
      entries.clear();
      publish();
    }
  }

  async function setFolder(folder: string | null): Promise<void> {
    await stopWatching();
    if (!folder) return;
    const watchedRoot = path.resolve(folder);
    const next = watch(watchedRoot, {
      ignoreInitial: true,
      // The top level and one level of preset sub-folders.
      depth: 1,
      // A file moved away (to Placed/) and dropped again under the same name at once must arrive
      // as a new file, not be folded into a "change" of the old one.
      atomic: false,
      // The watched folder itself may have any name; only what appears inside it is filtered.
      ignored: (candidate) =>
        candidate !== watchedRoot &&
        (isTemporaryName(path.basename(candidate)) || isOutputFolder(path.relative(watchedRoot, candidate))),
      awaitWriteFinish: {
        stabilityThreshold: options.stabilityMs ?? 1500,
        pollInterval: options.pollMs ?? 200,
      },
    });
    watcher = next;
    root = watchedRoot;

    next.on('add', (filePath, stats) => {
      if (watcher !== next) return;
      const parent = path.dirname(filePath);
      if (parent === watchedRoot) {
        void addEntry(filePath, stats?.size, null);
      } else if (path.dirname(parent) === watchedRoot) {
        void addEntry(filePath, stats?.size, path.basename(parent));
      }
    });
    next.on('unlink', (filePath) => {
      if (watcher !== next) return;
      if (entries.delete(trayId(filePath))) publish();
    });
    next.on('error', (error) => options.onError?.(error));

    await new Promise<void>((resolve) => next.once('ready', () => resolve()));
    if (watcher === next) await addWaitingPresetFiles(watchedRoot, () => watcher === next);
  }

  /** Files left in preset sub-folders while the app was closed were dropped to become orders. */
  async function addWaitingPresetFiles(watchedRoot: string, stillWatching: () => boolean): Promise<void> {
    const folders = await readdir(watchedRoot, { withFileTypes: true }).catch(() => []);
    for (const folder of folders) {
      if (!folder.isDirectory() || isOutputFolder(folder.name) || isTemporaryName(folder.name)) continue;
      const files = await readdir(path.join(watchedRoot, folder.name), { withFileTypes: true }).catch(
        () => [],
      );
      for (const file of files) {
        if (!stillWatching()) return;
        if (!file.isFile() || isTemporaryName(file.name)) continue;
        await addEntry(path.join(watchedRoot, folder.name, file.name), undefined, folder.name);
      }
    }
  }

  async function addEntry(
    filePath: string,
    knownSize: number | undefined,
    presetFolder: string | null,
  ): Promise<void> {
    let size = knownSize;
    if (size === undefined) {
      try {
        size = (await stat(filePath)).size;
      } catch {
        return; // gone again before we looked
      }
    }
    const id = trayId(filePath);
    entries.set(id, {
      id,
      name: path.basename(filePath),
      size,
      path: filePath,
      presetFolder,
      presetId: null,
    });
    publish();
  }

  function entry(id: string): TrayEntry {
    const found = entries.get(id);
    if (!found) throw new NotInTrayError(id);
    return withPreset(found);
  }

  return {
    setFolder,
    folder: () => root,
    setPresetFolders(folders) {
      presetFolders = new Map(folders);
      if (entries.size > 0) publish();
    },
    list: () => [...entries.values()].map(withPreset),
    entry,
    async read(id) {
      const entry = entries.get(id);
      if (!entry) throw new NotInTrayError(id);
      const bytes = await readFile(entry.path);
      return { name: entry.name, type: artworkContentType(entry.name), bytes: new Uint8Array(bytes) };
    },
    take(ids) {
      let changed = false;
      for (const id of ids) changed = entries.delete(id) || changed;
      if (changed) publish();
    },
    close: stopWatching,
  };
}
