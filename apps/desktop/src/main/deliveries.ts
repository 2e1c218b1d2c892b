import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { withoutBidiControls } from '@stitchdesk/shared';

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const MAX_SEGMENT_LENGTH = 120;
const MAX_COPIES = 10_000;

/**
 * Turns an order title or file name into one safe path segment on every OS: no separators, no
 * characters Windows forbids, no control characters, no direction overrides or isolates (U+202A–U+202E,
 * U+2066–U+2069: `abc\u202Egnp.exe` would show as `abcexe.png`), no leading or trailing dots or spaces,
 * no reserved device names, not `.`/`..`, bounded length. Falls back when nothing usable is left.
 */
export function sanitizePathSegment(raw: string, fallback: string): string {
  let name = withoutBidiControls(raw)
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"/\\|?*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // Leading dots would hide the file (or spell `..`); trailing ones Windows drops silently.
    .replace(/^[. ]+|[. ]+$/g, '');
  if (name.length > MAX_SEGMENT_LENGTH) name = name.slice(0, MAX_SEGMENT_LENGTH).replace(/[. ]+$/, '');
  if (name === '') return fallback;
  if (WINDOWS_RESERVED.test(name)) name = `_${name}`;
  return name;
}

/** `name.zip`, then `name (2).zip`, `name (3).zip`… */
export function numberedName(fileName: string, copy: number): string {
  if (copy <= 1) return fileName;
  const ext = path.extname(fileName);
  return `${fileName.slice(0, fileName.length - ext.length)} (${copy})${ext}`;
}

/**
 * Writes a delivered file to `<baseFolder>/<order title>/<name>` and returns its path. Never
 * overwrites: each candidate name is created with the exclusive `wx` flag, so two saves racing
 * for the same name both succeed under different names.
 */
export async function saveDelivery(request: {
  baseFolder: string;
  orderTitle?: string;
  fileName: string;
  bytes: Uint8Array;
}): Promise<string> {
  const folder = request.orderTitle?.trim()
    ? path.join(request.baseFolder, sanitizePathSegment(request.orderTitle, 'Order'))
    : request.baseFolder;
  await mkdir(folder, { recursive: true });
  const fileName = sanitizePathSegment(request.fileName, 'download');

  for (let copy = 1; copy <= MAX_COPIES; copy += 1) {
    const target = path.join(folder, numberedName(fileName, copy));
    let handle;
    try {
      handle = await open(target, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    try {
      await handle.writeFile(request.bytes);
    } finally {
      await handle.close();
    }
    return target;
  }
  throw new Error(`Too many copies of ${fileName} in ${folder}`);
}
