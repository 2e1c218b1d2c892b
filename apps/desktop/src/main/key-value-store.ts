/**
 * The part of electron-store (conf) the main process uses. Modules take this instead of importing
 * electron-store, which needs a running Electron; tests pass a real electron-store with a `cwd`.
 */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}
