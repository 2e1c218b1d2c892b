import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../test/temp-dir.ts';
import { createAppProtocolHandler, resolveRendererPath } from './app-protocol.ts';

const tempDir = tempDirsPerTest();

async function rendererBuild() {
  const root = await tempDir();
  const dir = path.join(root, 'renderer');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'assets', 'logo image.png'), 'png');
  await writeFile(path.join(root, 'secret.txt'), 'do not serve');
  const handler = createAppProtocolHandler({
    rendererDir: dir,
    contentSecurityPolicy: () => "default-src 'self'",
  });
  return { dir, handler };
}

describe('resolveRendererPath', () => {
  const dir = path.resolve('/opt/stitchdesk/out/renderer');
  it.each([
    ['app://stitchdesk/', path.join(dir, 'index.html')],
    ['app://stitchdesk/assets/index.js', path.join(dir, 'assets', 'index.js')],
    ['app://stitchdesk/assets/logo%20image.png', path.join(dir, 'assets', 'logo image.png')],
    ['app://stitchdesk/../secret.txt', path.join(dir, 'secret.txt')],
  ])('%s → inside the renderer folder', (url, expected) => {
    expect(resolveRendererPath(dir, url)).toBe(expected);
  });

  it.each([
    'app://other/index.html',
    'app://stitchdesk/%2e%2e/%2e%2e/etc/passwd',
    'app://stitchdesk/..%2f..%2fsecret.txt',
    'app://stitchdesk/assets/%5c..%5c..%5csecret.txt',
    'app://stitchdesk/index.html%00.png',
    'app://stitchdesk/%E0%A4%A',
  ])('%s never leaves the folder', (url) => {
    const resolved = resolveRendererPath(dir, url);
    if (resolved !== null) expect(path.relative(dir, resolved).split(path.sep)[0]).not.toBe('..');
  });
});

describe('app protocol handler', () => {
  it('serves index.html with the CSP and assets with their types', async () => {
    const { handler } = await rendererBuild();
    const index = await handler(new Request('app://stitchdesk/'));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(await index.text()).toContain('id="root"');

    const script = await handler(new Request('app://stitchdesk/assets/index-abc.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(await script.text()).toBe('console.log(1)');

    const image = await handler(new Request('app://stitchdesk/assets/logo%20image.png'));
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('answers client-side routes with index.html and missing assets with 404', async () => {
    const { handler } = await rendererBuild();
    const route = await handler(new Request('app://stitchdesk/clientpanel/orders/Digitizing/42'));
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('id="root"');
    expect((await handler(new Request('app://stitchdesk/assets/missing.js'))).status).toBe(404);
  });

  it('does not serve files outside the renderer build', async () => {
    const { handler } = await rendererBuild();
    for (const url of [
      'app://stitchdesk/%2e%2e/secret.txt',
      'app://stitchdesk/..%2fsecret.txt',
      'app://stitchdesk/../secret.txt',
    ]) {
      const response = await handler(new Request(url));
      expect(await response.text()).not.toBe('do not serve');
    }
  });

  it('refuses other methods', async () => {
    const { handler } = await rendererBuild();
    expect((await handler(new Request('app://stitchdesk/', { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});
