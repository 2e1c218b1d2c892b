import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PUBLIC_URL_PLACEHOLDER } from '@stitchdesk/shared';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as PrerenderEntryModule from '../src/prerender-entry.ts';
import { bootScript, deferStylesheets, entryUrlOf, injectPage, stylesheetsOf } from './prerender-html.ts';

type PrerenderEntry = typeof PrerenderEntryModule;

/** The SPA shell, for the signed-in areas (/clientpanel, /staff): the loading line, then the app. */
export const SHELL_FILE = 'shell.html';

/**
 * After `vite build` has written the site, builds src/prerender-entry.ts for Node (one
 * self-contained file in a temporary directory), renders every public page with it into
 * `<outDir>/<path>/index.html` (dist/index.html becomes the home page; the untouched template is
 * kept as shell.html) and writes sitemap.xml and robots.txt. A page that fails to render fails the
 * build. Part of the build itself, so `vite build` (and bench:web's build) prerender on any Node
 * that runs Vite.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'stitchdesk:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-prerender-'));
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          ssr: { noExternal: true },
          build: {
            ssr: 'src/prerender-entry.ts',
            outDir: serverDir,
            emptyOutDir: true,
            manifest: false,
            sourcemap: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
          },
        });
        const entry = (await import(
          pathToFileURL(path.join(serverDir, 'prerender-entry.mjs')).href
        )) as PrerenderEntry;
        await writeSite(entry, outDir);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

async function writeSite(entry: PrerenderEntry, outDir: string): Promise<void> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  await writeFile(path.join(outDir, SHELL_FILE), template);
  // Named by its content, like Vite's files, so it is served as immutable.
  const boot = bootScript(entryUrlOf(template), stylesheetsOf(template));
  const bootUrl = `/assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(outDir, bootUrl), boot);
  /*
   * Each page carries the CSS its own HTML uses, so the first paint needs no second round trip for
   * the stylesheet (most of the time to first paint on a slow mobile network); the whole stylesheet,
   * for what hydration and later pages show, is inserted by the boot script (in <noscript> for
   * browsers without JavaScript): the site's CSP allows no inline script or onload handler.
   */
  const criticalCss = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'body',
    mergeStylesheets: false,
    logLevel: 'warn',
  });
  for (const page of entry.PUBLIC_PAGES) {
    const appHtml = await entry.prerenderPage(page.path);
    const pageHtml = injectPage(template, {
      path: page.path,
      appHtml,
      title: entry.documentTitle(page.title),
      headTags: entry.pageHeadTags(page, PUBLIC_URL_PLACEHOLDER),
      bootUrl,
    });
    const html = deferStylesheets(await criticalCss.process(pageHtml));
    const file = path.join(outDir, entry.htmlFileOf(page.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await writeFile(path.join(outDir, 'sitemap.xml'), entry.sitemapXml(PUBLIC_URL_PLACEHOLDER));
  await writeFile(path.join(outDir, 'robots.txt'), entry.robotsTxt(PUBLIC_URL_PLACEHOLDER));
}
