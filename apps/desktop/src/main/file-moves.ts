import { copyFile, constants, link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { numberedName } from './deliveries.ts';

export const PLACED_FOLDER = 'Placed';
export const FAILED_FOLDER = 'Failed';
const MAX_COPIES = 10_000;

/** `yyyy-mm-dd` in the machine's time zone: the day the user saw the file placed. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Moves a file into `folder` under its own name, numbered on a clash (`logo (2).png`); never
 * overwrites. A hard link claims the target name atomically; where the volume has no hard links
 * (FAT, some network shares) an exclusive copy does. Only then is the source removed.
 */
export async function moveWithoutOverwrite(source: string, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const name = path.basename(source);
  for (let copy = 1; copy <= MAX_COPIES; copy += 1) {
    const target = path.join(folder, numberedName(name, copy));
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'ENOSYS') throw error;
      try {
        await copyFile(source, target, constants.COPYFILE_EXCL);
      } catch (copyError) {
        if ((copyError as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw copyError;
      }
    }
    await unlink(source);
    return target;
  }
  throw new Error(`Too many copies of ${name} in ${folder}`);
}

/** `<root>/Placed/<yyyy-mm-dd>/<name>` */
export function moveToPlaced(root: string, source: string, now = new Date()): Promise<string> {
  return moveWithoutOverwrite(source, path.join(root, PLACED_FOLDER, localDay(now)));
}

/** `<root>/Failed/<name>` with `<name>.txt` beside it saying why. */
export async function moveToFailed(root: string, source: string, reason: string): Promise<string> {
  const target = await moveWithoutOverwrite(source, path.join(root, FAILED_FOLDER));
  await writeFile(`${target}.txt`, `${reason.trim()}\n`, 'utf8');
  return target;
}
