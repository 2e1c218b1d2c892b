import { createHash } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PUBLIC_URL_PLACEHOLDER, withRootContent } from '@stitchdesk/shared';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as PrerenderEntryModule from '../src/prerender-entry.ts';
import { bootScript, deferStylesheets, entryUrlOf, injectPage, stylesheetsOf } from './prerender-html.ts';

type PrerenderEntry = typeof PrerenderEntryModule;

/** The SPA shell, for the signed-in areas (/clientpanel, /staff): the loading line, then the app. */
export const SHELL_FILE = 'shell.html';
/**
 * Where the page renderer's bundle stays in the build: the API server loads it to render each page
 * with the shop's current settings. A dot folder, which the server never sends.
 */
export const SSR_DIR = '.ssr';

/**
 * After `vite build` has written the site, builds src/prerender-entry.ts for Node (self-contained,
 * into `<outDir>/.ssr/`, kept for the server), renders every public page with it into
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
      const serverDir = path.join(outDir, SSR_DIR);
      await build({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        // React's production build: the server renders pages with this bundle too.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
    // The critical CSS is worked out on the page with every contact line the settings may give.
    const sampleHtml = injectPage(template, {
      path: page.path,
      appHtml: await entry.prerenderPage(page.path, entry.CSS_SAMPLE_SHOP_DETAILS),
      title: entry.documentTitle(page.title),
      headTags: entry.pageHeadTags(page, PUBLIC_URL_PLACEHOLDER),
      bootUrl,
    });
    const styled = deferStylesheets(await criticalCss.process(sampleHtml));
    const html = withRootContent(styled, await entry.prerenderPage(page.path, entry.BUILD_SHOP_DETAILS));
    if (html === null) throw new Error(`${page.path}: the critical CSS step lost the end of #root`);
    const file = path.join(outDir, entry.htmlFileOf(page.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await writeFile(path.join(outDir, 'sitemap.xml'), entry.sitemapXml(PUBLIC_URL_PLACEHOLDER));
  await writeFile(path.join(outDir, 'robots.txt'), entry.robotsTxt(PUBLIC_URL_PLACEHOLDER));
}
