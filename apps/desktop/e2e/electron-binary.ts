import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type ElectronBinary = { available: true; path: string } | { available: false; reason: string };

/**
 * Where the Electron executable is, or why it is not there. Read from the `electron` package's
 * path.txt rather than by `require('electron')`, which would try to download a missing binary.
 */
export function electronBinary(): ElectronBinary {
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    packageDir = path.dirname(require.resolve('electron/package.json'));
  } catch {
    return { available: false, reason: 'the electron package is not installed' };
  }
  const pathFile = path.join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) {
    return {
      available: false,
      reason: `the Electron binary was never downloaded (${pathFile} is missing; ELECTRON_SKIP_BINARY_DOWNLOAD set?)`,
    };
  }
  const executable = path.join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(executable))
    return { available: false, reason: `the Electron binary ${executable} is missing` };
  return { available: true, path: executable };
}
