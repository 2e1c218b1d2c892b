import type { BrowserWindowConstructorOptions } from 'electron';
import { decideNavigation, decideWindowOpen } from './navigation.ts';

/** The renderer runs as a web page: no Node, isolated preload world, OS sandbox, same-origin policy. */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 840,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Stitchdesk',
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  };
}

interface PreventableEvent {
  preventDefault(): void;
  url?: string;
}

/** The webContents events the guard hooks (a structural slice of Electron's WebContents). */
export interface GuardableWebContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: PreventableEvent, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * Keeps every window on the app: navigations elsewhere are stopped (web links open in the
 * browser instead), new windows are never created, and <webview> cannot be attached.
 */
export function guardWebContents(
  contents: GuardableWebContents,
  options: { appOrigins: readonly string[]; openExternal(url: string): void },
): void {
  const onNavigate = (event: PreventableEvent, url: string) => {
    const target = event.url ?? url;
    const decision = decideNavigation(target, options.appOrigins);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') options.openExternal(target);
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', onNavigate);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (decideWindowOpen(url, options.appOrigins) === 'external') options.openExternal(url);
    return { action: 'deny' };
  });
}

/** The session-permission slice of Electron's Session. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (...args: unknown[]) => boolean): void;
}

/** The app needs no browser permission (camera, geolocation, notifications go through main). */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
