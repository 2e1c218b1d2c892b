import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { ArtworkBytes, TrayEntry } from '@stitchdesk/shared/desktop-bridge';
import { artworkContentType } from './artwork-types.ts';

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
}

export interface HotFolder {
  /** Watches `folder` for new files (existing ones are not reported); null stops watching. */
  setFolder(folder: string | null): Promise<void>;
  list(): TrayEntry[];
  /** Reads a file that is in the tray; any other id is refused, so the renderer cannot name paths. */
  read(id: string): Promise<ArtworkBytes>;
  take(ids: readonly string[]): void;
  close(): Promise<void>;
}

/**
 * The "Incoming artwork" feed: files dropped into the watched folder join the tray once fully
 * written; deleting or renaming a file removes its entry (a rename arrives as unlink + add, so the
 * new name joins as a new entry).
 */
export function createHotFolder(options: HotFolderOptions): HotFolder {
  const entries = new Map<string, TrayEntry>();
  let watcher: FSWatcher | null = null;

  const publish = () => options.onChange([...entries.values()]);

  async function stopWatching(): Promise<void> {
    const current = watcher;
    watcher = null;
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
      depth: 0,
      // The watched folder itself may have any name; only what appears inside it is filtered.
      ignored: (candidate) => candidate !== watchedRoot && isTemporaryName(path.basename(candidate)),
      awaitWriteFinish: {
        stabilityThreshold: options.stabilityMs ?? 1500,
        pollInterval: options.pollMs ?? 200,
      },
    });
    watcher = next;

    next.on('add', (filePath, stats) => {
      if (watcher !== next || path.dirname(filePath) !== watchedRoot) return;
      void addEntry(filePath, stats?.size);
    });
    next.on('unlink', (filePath) => {
      if (watcher !== next) return;
      if (entries.delete(trayId(filePath))) publish();
    });
    next.on('error', (error) => options.onError?.(error));

    await new Promise<void>((resolve) => next.once('ready', () => resolve()));
  }

  async function addEntry(filePath: string, knownSize: number | undefined): Promise<void> {
    let size = knownSize;
    if (size === undefined) {
      try {
        size = (await stat(filePath)).size;
      } catch {
        return; // gone again before we looked
      }
    }
    const id = trayId(filePath);
    entries.set(id, { id, name: path.basename(filePath), size, path: filePath });
    publish();
  }

  return {
    setFolder,
    list: () => [...entries.values()],
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
