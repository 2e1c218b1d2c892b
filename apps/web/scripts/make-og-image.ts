/**
 * Draws the site's link-preview image (Open Graph / Twitter card, 1200×630) from the brand: the
 * logo mark, the name and tagline from brand.ts, on hoop blue with a running stitch. The artwork
 * lives here as code; the PNG is committed (apps/web/public/og-image.png) so the build needs no
 * browser. Re-run after a brand change: `node apps/web/scripts/make-og-image.ts` (Chromium at
 * CHROME_PATH, default /usr/bin/chromium).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BRAND } from '@stitchdesk/shared/brand';

const OUT = path.join(import.meta.dirname, '..', 'public', 'og-image.png');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:90px 96px;display:flex;flex-direction:column;justify-content:center;gap:36px;
  background:linear-gradient(135deg,#2f6fed 0%,#1a46ad 45%,#14285f 100%);font-family:system-ui,sans-serif;color:#fff;position:relative;overflow:hidden">
  <div style="position:absolute;inset:28px;border:4px dashed rgba(255,255,255,.35);border-radius:28px"></div>
  <div style="display:flex;align-items:center;gap:32px">
    <svg width="150" height="150" viewBox="0 0 40 40">
      <rect width="40" height="40" rx="10" fill="#fff" fill-opacity=".12"/>
      <path d="M27 11.5c-2-1.6-4.4-2.3-7-2.3-4 0-6.8 2.1-6.8 5.2 0 6.6 13.8 4.3 13.8 11.3 0 3.3-3 5.5-7.3 5.5-2.9 0-5.4-.9-7.4-2.7" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-dasharray="3.2 2.6"/>
      <path d="M30.5 6.5 21 22" stroke="#fbbf4d" stroke-width="1.8" stroke-linecap="round"/>
      <circle cx="30.2" cy="7" r="1.3" fill="none" stroke="#fbbf4d" stroke-width="1"/>
    </svg>
    <div style="font-size:112px;font-weight:800;letter-spacing:-3px">${escape(BRAND.name)}</div>
  </div>
  <div style="font-size:50px;font-weight:600;line-height:1.2;max-width:980px">${escape(BRAND.tagline)}</div>
  <div style="font-size:32px;color:#fbbf4d;font-weight:700">Flat-rate prices · Free revisions</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: OUT, type: 'png' });
  process.stdout.write(`Wrote ${OUT}\n`);
} finally {
  await browser.close();
}
