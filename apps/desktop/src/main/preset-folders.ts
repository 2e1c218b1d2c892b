import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { sanitizePathSegment } from './deliveries.ts';
import { FAILED_FOLDER, PLACED_FOLDER } from './file-moves.ts';
import type { KeyValueStore } from './key-value-store.ts';

const FOLDERS_KEY = 'presetFolders';
const mappingSchema = z.record(z.string(), z.string());

export interface PresetName {
  id: string;
  name: string;
}

async function isFolder(candidate: string): Promise<boolean> {
  try {
    return (await stat(candidate)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A folder name per preset: the sanitised preset name, made unique case-insensitively (two names
 * can sanitise alike, and Windows and macOS folders ignore case) and never `Placed` or `Failed`.
 */
export function presetFolderNames(presets: readonly PresetName[]): Map<string, string> {
  const taken = new Set([PLACED_FOLDER.toLowerCase(), FAILED_FOLDER.toLowerCase()]);
  const names = new Map<string, string>();
  for (const preset of presets) {
    const base = sanitizePathSegment(preset.name, 'Preset');
    let name = base;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${base} (${copy})`;
    taken.add(name.toLowerCase());
    names.set(preset.id, name);
  }
  return names;
}

/**
 * Keeps one sub-folder per preset inside the watched folder: creates one for a new preset, renames
 * it when the preset is renamed (the folder each preset got is remembered in the store), and
 * leaves a deleted preset's folder where it is, with whatever the user keeps in it.
 * Returns folder name → preset id.
 */
export async function syncPresetFolders(deps: {
  root: string;
  presets: readonly PresetName[];
  store: KeyValueStore;
}): Promise<Map<string, string>> {
  const parsed = mappingSchema.safeParse(deps.store.get(FOLDERS_KEY));
  // Only names this module could have made: a hand-edited store must not point a rename outside.
  const previous = Object.fromEntries(
    Object.entries(parsed.success ? parsed.data : {}).filter(
      ([, name]) => sanitizePathSegment(name, '') === name && name !== '',
    ),
  );
  const wanted = presetFolderNames(deps.presets);
  const byFolder = new Map<string, string>();
  const remembered: Record<string, string> = {};

  for (const [id, name] of wanted) {
    const target = path.join(deps.root, name);
    const before = previous[id];
    const renamed = before !== undefined && before !== name;
    if (renamed && (await isFolder(path.join(deps.root, before))) && !(await isFolder(target))) {
      await rename(path.join(deps.root, before), target);
    } else if (
      renamed &&
      before.toLowerCase() === name.toLowerCase() &&
      (await isFolder(path.join(deps.root, before)))
    ) {
      // A change of case only: on case-insensitive volumes the target "exists" already.
      await rename(path.join(deps.root, before), target);
    } else {
      await mkdir(target, { recursive: true });
    }
    byFolder.set(name, id);
    remembered[id] = name;
  }
  deps.store.set(FOLDERS_KEY, remembered);
  return byFolder;
}
