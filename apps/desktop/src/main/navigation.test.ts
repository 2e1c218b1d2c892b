import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { appOrigins } from './app-origin.ts';
import { decideNavigation, decideWindowOpen } from './navigation.ts';
import { guardWebContents, mainWindowOptions, denyAllPermissions } from './web-security.ts';

const packaged = appOrigins(undefined);
const dev = appOrigins('http://localhost:5173/');

describe('decideNavigation', () => {
  it.each([
    ['app://stitchdesk/clientpanel', packaged, 'allow'],
    ['app://stitchdesk/login?next=%2F', packaged, 'allow'],
    ['app://other/index.html', packaged, 'deny'],
    ['app://stitchdesk.evil/', packaged, 'deny'],
    ['https://www.instagram.com/stitchdesk', packaged, 'external'],
    ['http://localhost:3000/api/v1/files/1/a.pdf?sig=x', packaged, 'external'],
    ['mailto:hello@stitchdesk.example', packaged, 'external'],
    ['tel:+15550142290', packaged, 'external'],
    ['file:///etc/passwd', packaged, 'deny'],
    ['javascript:alert(1)', packaged, 'deny'],
    ['data:text/html,<script>1</script>', packaged, 'deny'],
    ['not a url', packaged, 'deny'],
    ['http://localhost:5173/clientpanel', dev, 'allow'],
    ['http://localhost:5173/clientpanel', packaged, 'external'],
    ['http://localhost:5174/', dev, 'external'],
  ] as const)('%s → %s', (url, origins, expected) => {
    expect(decideNavigation(url, origins)).toBe(expected);
  });

  it('never opens windows, even for app pages', () => {
    expect(decideWindowOpen('app://stitchdesk/clientpanel', packaged)).toBe('deny');
    expect(decideWindowOpen('https://example.com', packaged)).toBe('external');
    expect(decideWindowOpen('file:///tmp/x.html', packaged)).toBe('deny');
  });
});

/** Electron's WebContents exists only inside Electron; this emits the same events. */
class RecordingWebContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
    this.openHandler = handler;
  }
  navigate(url: string): boolean {
    let prevented = false;
    this.emit('will-navigate', { url, preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

describe('guardWebContents', () => {
  it('keeps the window on the app and sends outside links to the OS', () => {
    const contents = new RecordingWebContents();
    const opened: string[] = [];
    guardWebContents(contents, { appOrigins: packaged, openExternal: (url) => opened.push(url) });

    expect(contents.navigate('app://stitchdesk/clientpanel/profile')).toBe(false);
    expect(contents.navigate('https://evil.example/phish')).toBe(true);
    expect(contents.navigate('file:///etc/passwd')).toBe(true);
    expect(opened).toEqual(['https://evil.example/phish']);

    expect(contents.openHandler?.({ url: 'https://www.facebook.com/stitchdesk' })).toEqual({
      action: 'deny',
    });
    expect(contents.openHandler?.({ url: 'app://stitchdesk/popup' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://evil.example/phish', 'https://www.facebook.com/stitchdesk']);

    let webviewPrevented = false;
    contents.emit('will-attach-webview', { preventDefault: () => (webviewPrevented = true) });
    expect(webviewPrevented).toBe(true);
  });
});

describe('window and session hardening', () => {
  it('runs the renderer isolated, sandboxed, without Node and with web security', () => {
    const prefs = mainWindowOptions('/app/out/preload/index.cjs').webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    });
  });

  it('denies every permission request and check', () => {
    let requestHandler: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | null = null;
    let checkHandler: ((...args: unknown[]) => boolean) | null = null;
    denyAllPermissions({
      setPermissionRequestHandler: (handler) => (requestHandler = handler),
      setPermissionCheckHandler: (handler) => (checkHandler = handler),
    });
    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      requestHandler!(null, permission, (granted) => answers.push(granted));
    }
    expect(answers).toEqual([false, false, false, false]);
    expect(checkHandler!(null, 'media', 'app://stitchdesk')).toBe(false);
  });
});
