import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_ROOT_END, SHOP_DETAILS_SCRIPT_ID, type PublicShopSettings } from '@stitchdesk/shared';
import { errorHandler } from './errors.ts';
import { serveWebApp } from './web-app.ts';

const page = (pathname: string) =>
  `<!doctype html><html><head><title>x</title></head><body>` +
  `<div id="root" data-prerendered="${pathname}"><footer>as built</footer></div>${PRERENDERED_ROOT_END}` +
  `<noscript><link rel="stylesheet" href="/assets/app.css"></noscript></body></html>`;

/**
 * The build's page renderer (apps/web keeps it in dist/.ssr/): here one that writes what it was given,
 * so the test sees which page and which details the server rendered with.
 */
const RENDERER = `const text = (value) => value.replace(/</g, '&lt;');
export async function prerenderPage(pathname, details) {
  return '<footer>' + pathname + '|' + text(details.businessName) + '|' + (details.contactPhone ?? 'no phone') + '</footer>';
}`;

const shop: PublicShopSettings = {
  businessName: 'Loom House',
  address: ['12 Loom Street'],
  contactEmail: 'orders@loom.test',
  contactPhone: '+1 217 000 0100',
  socialLinks: { facebook: null, instagram: null, linkedin: null },
  superRushFeeCents: 0,
  taxRatePercent: 0,
  taxLabel: 'Sales tax',
};

function rawGet(base: string, rawPath: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string; etag?: string }>((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, etag: response.headers.etag }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function detailsIn(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${SHOP_DETAILS_SCRIPT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

describe('serveWebApp() with the shop details', () => {
  let workDir = '';
  const servers: http.Server[] = [];
  let current: PublicShopSettings = shop;
  let failing = false;

  async function serve(dist: string): Promise<string> {
    const app = new Koa();
    app.use(errorHandler());
    app.use(
      serveWebApp(dist, {
        publicUrl: 'https://shop.example',
        shopDetails: () => (failing ? Promise.reject(new Error('database down')) : Promise.resolve(current)),
      }),
    );
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  function writeDist(name: string, withRenderer: boolean): string {
    const dist = path.join(workDir, name);
    for (const pathname of ['faq', 'not-found']) {
      mkdirSync(path.join(dist, pathname), { recursive: true });
      writeFileSync(path.join(dist, pathname, 'index.html'), page(`/${pathname}`));
    }
    writeFileSync(path.join(dist, 'index.html'), page('/'));
    writeFileSync(path.join(dist, 'shell.html'), '<html><body><div id="root">Loading</div></body></html>');
    if (withRenderer) {
      mkdirSync(path.join(dist, '.ssr'), { recursive: true });
      writeFileSync(path.join(dist, '.ssr', 'prerender-entry.mjs'), RENDERER);
    }
    return dist;
  }

  let base = '';
  let bareBase = '';
  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'sd-web-details-'));
    base = await serve(writeDist('dist', true));
    bareBase = await serve(writeDist('bare', false));
  });
  afterAll(() => {
    for (const server of servers) server.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("renders the page again with the shop's details and writes them beside #root for the app", async () => {
    current = shop;
    const { status, body } = await rawGet(base, '/faq');
    expect(status).toBe(200);
    expect(body).toContain(
      `<div id="root" data-prerendered="/faq"><footer>/faq|Loom House|+1 217 000 0100</footer></div>`,
    );
    expect(body).not.toContain('as built');
    expect(detailsIn(body)).toEqual(shop);
    // What follows #root in the build is kept.
    expect(body).toContain('<noscript><link rel="stylesheet" href="/assets/app.css"></noscript></body>');
  });

  it('shows a saved change on the next load, even to a browser revalidating its copy', async () => {
    current = shop;
    const first = await rawGet(base, '/faq');
    expect(first.etag).toBeTruthy();
    expect((await rawGet(base, '/faq', { 'If-None-Match': first.etag! })).status).toBe(304);

    current = { ...shop, businessName: 'Needle & Co', contactPhone: null };
    const after = await rawGet(base, '/faq', { 'If-None-Match': first.etag! });
    expect(after.status).toBe(200);
    expect(after.body).toContain('<footer>/faq|Needle & Co|no phone</footer>');
    expect(detailsIn(after.body)).toEqual(current);
  });

  it('renders the not-found page for an unknown path, and gives the shell the details', async () => {
    current = shop;
    const missing = await rawGet(base, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<footer>/not-found|Loom House|');
    const shell = await rawGet(base, '/clientpanel/orders');
    expect(detailsIn(shell.body)).toEqual(shop);
  });

  it('keeps every text of the details inside the data block', async () => {
    current = { ...shop, businessName: '</script><script>alert(1)</script>' };
    const { body } = await rawGet(base, '/faq');
    expect(body).not.toContain('<script>alert(1)');
    expect(detailsIn(body)).toEqual(current);
  });

  it('sends the page as built, without details, when the build has no renderer', async () => {
    current = shop;
    const { body } = await rawGet(bareBase, '/faq');
    expect(body).toContain('<footer>as built</footer>');
    expect(detailsIn(body)).toBeUndefined();
  });

  it('still sends the page, as built, when the settings cannot be read', async () => {
    failing = true;
    try {
      const { status, body } = await rawGet(base, '/faq');
      expect(status).toBe(200);
      expect(body).toContain('<footer>as built</footer>');
      expect(detailsIn(body)).toBeUndefined();
    } finally {
      failing = false;
    }
  });
});
