import { FIRST_PAINT_SCRIPT } from '@stitchdesk/shared/first-paint';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  APP_IDLE_START_MS,
  APP_START_EVENTS,
  bootScript,
  deferStylesheets,
  entryUrlOf,
  injectPage,
  stylesheetsOf,
} from './prerender-html.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The site."
    />
    <title>Site</title>
    <script type="module" crossorigin src="/assets/index-AbC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-9.css">
  </head>
  <body>
    <!-- The loading line. -->
    <div id="root">
      <p role="status">Loading Stitchdesk…</p>
    </div>
    <noscript>Stitchdesk needs JavaScript to show this page.</noscript>
  </body>
</html>`;

const page = {
  path: '/faq',
  appHtml: '<main><h1>FAQ</h1></main>',
  title: "FAQ's & more",
  headTags: '<meta name="description" content="Answers." />',
  bootUrl: '/assets/boot-1.js',
};

describe('injectPage()', () => {
  const html = injectPage(TEMPLATE, page);

  it('puts the page into #root, named for hydration, instead of the loading line', () => {
    expect(html).toContain('<div id="root" data-prerendered="/faq"><main><h1>FAQ</h1></main></div>');
    expect(html).not.toContain('Loading Stitchdesk…');
    expect(html).not.toContain('The loading line.');
    expect(html).not.toContain('needs JavaScript');
    expect(html).toContain('<noscript><style>video{display:none}</style></noscript>');
  });

  it('replaces the title and the description with the page’s own', () => {
    expect(html).toContain("<title>FAQ's &amp; more</title>");
    expect(html).toContain('<meta name="description" content="Answers." />');
    expect(html).not.toContain('The site.');
  });

  it('starts the app through the boot script, keeping the stylesheet', () => {
    expect(html).toContain('<script type="module" src="/assets/boot-1.js"></script>');
    expect(html).not.toContain('index-AbC.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-9.css">');
  });

  it('runs the first-paint script before anything else in <head>, inline (no request of its own)', () => {
    expect(html).toMatch(/<head>\s*<script>/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf(`<script>${FIRST_PAINT_SCRIPT}</script>`)).toBe(head.indexOf('<script'));
  });

  it('refuses a template it cannot prerender into', () => {
    expect(() => injectPage(TEMPLATE.replace('id="root"', 'id="app"'), page)).toThrow(/#root/);
  });
});

describe('bootScript()', () => {
  it('imports the entry the template names', () => {
    expect(entryUrlOf(TEMPLATE)).toBe('/assets/index-AbC.js');
    expect(bootScript('/assets/index-AbC.js')).toContain('import("/assets/index-AbC.js")');
  });

  it('inserts the stylesheets the template links, before it starts the app', () => {
    expect(stylesheetsOf(TEMPLATE)).toEqual(['/assets/index-9.css']);
    const boot = bootScript('/assets/index-AbC.js', stylesheetsOf(TEMPLATE));
    expect(boot.indexOf('"/assets/index-9.css"')).toBeGreaterThan(-1);
    expect(boot.indexOf('"/assets/index-9.css"')).toBeLessThan(boot.indexOf('import('));
    expect(boot).toContain("rel: 'stylesheet'");
  });
});

/**
 * Runs the boot script in a bare context standing in for a visible, loaded page (`import()` becomes
 * a recorded call); returns what it started and the page's listeners and timers to drive.
 */
function runBoot({ token = null as string | null } = {}) {
  const imported: string[] = [];
  const listeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  const context: Record<string, unknown> = {
    document: {
      visibilityState: 'visible',
      readyState: 'complete',
      head: { append: () => {} },
      createElement: () => ({}),
    },
    localStorage: { getItem: (key: string) => (key === 'token' ? token : null) },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    setTimeout: (task: () => void, ms: number) => {
      delays.push(ms);
      timers.push(task);
    },
    requestAnimationFrame: (task: () => void) => timers.push(task),
    requestIdleCallback: (task: () => void) => timers.push(task),
    loadEntry: (url: string) => imported.push(url),
  };
  context.window = context;
  vm.runInNewContext(bootScript('/assets/index-AbC.js').replace('import(', 'loadEntry('), context);
  const runTimers = () => {
    while (timers.length > 0) timers.shift()!();
  };
  return { imported, listeners, delays, runTimers };
}

describe('bootScript() starts the app', () => {
  it('at the first sign of a person, once', () => {
    const boot = runBoot();
    expect(boot.imported).toEqual([]);
    expect([...boot.listeners.keys()]).toEqual(APP_START_EVENTS);
    boot.listeners.get('pointerdown')!();
    expect(boot.imported).toEqual(['/assets/index-AbC.js']);
    expect(boot.listeners.size).toBe(0);
  });

  it('after the first paint when a session is stored', () => {
    const boot = runBoot({ token: 'a.b.c' });
    boot.runTimers();
    expect(boot.imported).toEqual(['/assets/index-AbC.js']);
  });

  it(`otherwise when idle, ${APP_IDLE_START_MS} ms after load`, () => {
    const boot = runBoot();
    expect(boot.imported).toEqual([]);
    boot.runTimers();
    expect(boot.delays).toEqual([APP_IDLE_START_MS]);
    expect(boot.imported).toEqual(['/assets/index-AbC.js']);
  });
});

describe('deferStylesheets()', () => {
  it('keeps the full stylesheet only for browsers without JavaScript', () => {
    const page = deferStylesheets(
      '<head><style>h1{color:red}</style></head><body><h1>Hi</h1><link rel="stylesheet" crossorigin href="/assets/index-9.css"></body>',
    );
    expect(page).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/index-9.css"></noscript>',
    );
    expect(stylesheetsOf(page.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))).toEqual([]);
    expect(page).toContain('<style>h1{color:red}</style>');
  });
});
