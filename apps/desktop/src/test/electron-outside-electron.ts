/**
 * What `import electron from 'electron'` yields to libraries under plain Node in tests: no app,
 * no ipcMain. electron-store then requires an absolute `cwd`, which the tests give it.
 */
const electronOutsideElectron: Record<string, never> = {};
export default electronOutsideElectron;
