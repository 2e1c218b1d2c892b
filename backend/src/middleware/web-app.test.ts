import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors.ts';
import { PUBLIC_URL_PLACEHOLDER } from '@stitchdesk/shared';
import { IMMUTABLE_CACHE, INDEX_CACHE, PUBLIC_FILE_CACHE, serveWebApp } from './web-app.ts';

const PUBLIC_URL = 'https://shop.example';
/** A prerendered page as the build writes it: its canonical URL holds the placeholder. */
const pageHtml = (name: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/${name}" /></head>` +
  `<body><div id="root">${name}</div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const HOME_HTML = pageHtml('home');
const SHELL_HTML = `<!doctype html><html><body><div id="root">Loading</div></body></html>`;
const APP_JS = `console.log(${JSON.stringify('stitch '.repeat(400))});`;

/** A raw request: paths such as `/../x` reach the server unnormalised (fetch would resolve them). */
function rawGet(
  base: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: 'GET', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('serveWebApp()', () => {
  let base = '';
  let workDir = '';
  let close: () => void;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'sd-web-app-'));
    const dist = path.join(workDir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, 'media'), { recursive: true });
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), HOME_HTML);
    writeFileSync(path.join(dist, 'shell.html'), SHELL_HTML);
    for (const page of ['pricing', 'services/digitizing', 'aboutus', 'not-found']) {
      mkdirSync(path.join(dist, page), { recursive: true });
      writeFileSync(path.join(dist, page, 'index.html'), pageHtml(page));
    }
    writeFileSync(
      path.join(dist, 'sitemap.xml'),
      `<urlset><url><loc>${PUBLIC_URL_PLACEHOLDER}/</loc></url></urlset>`,
    );
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), APP_JS);
    writeFileSync(path.join(dist, 'media', 'hero-poster.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    // A file beside the build that must never be reachable through it.
    writeFileSync(path.join(workDir, 'secret.txt'), 'top secret');

    // The same order as app.ts: errors, compression, (API routes), then the web app last.
    const app = new Koa();
    app.use(errorHandler());
    app.use(compress());
    app.use(async (ctx, next) => {
      if (ctx.path === '/api/v1/ping') ctx.body = { pong: true };
      else await next();
    });
    app.use(serveWebApp(dist, { publicUrl: PUBLIC_URL }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable for a year, compressed', async () => {
    const response = await fetch(`${base}/assets/index-AbC123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(APP_JS);
  });

  it('serves each prerendered page with the public URL filled in, never cached without revalidation', async () => {
    for (const [route, name] of [
      ['/', 'home'],
      ['/index.html', 'home'],
      ['/pricing', 'pricing'],
      ['/pricing/', 'pricing'],
      ['/services/digitizing', 'services/digitizing'],
    ]) {
      const response = await fetch(`${base}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control'), route).toBe(INDEX_CACHE);
      expect(response.headers.get('content-type'), route).toMatch(/text\/html/);
      const html = await response.text();
      expect(html, route).toContain(`<div id="root">${name}</div>`);
      expect(html, route).toContain(`href="${PUBLIC_URL}/${name}"`);
      expect(html, route).not.toContain(PUBLIC_URL_PLACEHOLDER);
    }
  });

  it('answers a page brotli-compressed where the browser takes it, else gzip, else as it is', async () => {
    const page = (encodings: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        const { hostname, port } = new URL(base);
        const request = http.get(
          { hostname, port, path: '/pricing', headers: { 'Accept-Encoding': encodings } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                vary: response.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        request.on('error', reject);
      });
    const expected = pageHtml('pricing').replaceAll(PUBLIC_URL_PLACEHOLDER, PUBLIC_URL);
    // Chromium's header: koa-compress alone would pick zstd at its default level.
    for (let round = 0; round < 2; round++) {
      const br = await page('gzip, deflate, br, zstd');
      expect(br.encoding).toBe('br');
      expect(br.vary).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(expected);
      expect(br.body.length).toBeLessThan(Buffer.byteLength(expected) / 4);
    }
    const gz = await page('gzip, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(expected);
    const plain = await page('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(expected);
    // A text under 1 kB (the sitemap here) goes as it is.
    const sitemap = await fetch(`${base}/sitemap.xml`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(sitemap.headers.get('content-encoding')).toBeNull();
    expect(await sitemap.text()).toContain(`<loc>${PUBLIC_URL}/</loc>`);
  });

  it('serves the shell for every path of the signed-in areas', async () => {
    for (const route of [
      '/clientpanel',
      '/clientpanel/orders/Custom%20Apparel/42',
      '/staff',
      '/staff/quotes',
    ]) {
      const response = await fetch(`${base}${route}`);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toBe(SHELL_HTML);
    }
  });

  it('answers an unknown page 404 with the prerendered not-found page', async () => {
    for (const route of [
      '/nothing-here',
      '/services/xyz',
      '/pricing/xyz',
      '/not-found',
      '/clientpanelx',
      '/%E0%A4%A',
    ]) {
      const response = await fetch(`${base}${route}`);
      expect(response.status, route).toBe(404);
      expect(response.headers.get('content-type'), route).toMatch(/text\/html/);
      expect(await response.text(), route).toContain('<div id="root">not-found</div>');
    }
  });

  it('fills the public URL into sitemap.xml', async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    expect(await response.text()).toBe(`<urlset><url><loc>${PUBLIC_URL}/</loc></url></urlset>`);
  });

  it('answers a revalidation of the page with 304 when it has not changed', async () => {
    const first = await fetch(`${base}/pricing`);
    const lastModified = first.headers.get('last-modified');
    expect(lastModified).toBeTruthy();
    // Raw, because fetch adds `Cache-Control: no-cache` to a request carrying If-Modified-Since.
    const again = await rawGet(base, '/pricing', { 'If-Modified-Since': lastModified! });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives other build files (media, favicon) a modest cache', async () => {
    const response = await fetch(`${base}/media/hero-poster.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await fetch(`${base}/aboutus`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(INDEX_CACHE);
    expect(await response.text()).toBe('');
  });

  it('answers a missing file with an extension 404 instead of the page', async () => {
    for (const missing of ['/assets/gone-123.js', '/favicon.ico', '/media/nothing.mp4']) {
      const response = await fetch(`${base}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(await response.json(), missing).toEqual({ error: 'Not found', message: 'Not found' });
    }
  });

  it('never serves dotfiles or anything outside the build', async () => {
    expect((await fetch(`${base}/.vite/manifest.json`)).status).toBe(404);
    for (const attempt of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
    ]) {
      const response = await rawGet(base, attempt);
      expect(response.status, attempt).toBe(404);
      expect(response.body, attempt).not.toContain('top secret');
    }
  });

  it('leaves /api and methods other than GET and HEAD to the rest of the app', async () => {
    expect(await (await fetch(`${base}/api/v1/ping`)).json()).toEqual({ pong: true });
    // Nothing after this middleware answers, so Koa's own 404 shows it passed them on.
    const unknownApi = await fetch(`${base}/api/v1/nothing`);
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.text()).not.toContain('<div id="root"');
    const post = await fetch(`${base}/services`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.text()).not.toContain('<div id="root"');
  });
});
