import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over #root. A prerendered page shows (and can be clicked) before its
 * JavaScript has loaded, and starts it at the first sign of a person (apps/web/scripts/
 * prerender-html.ts): a Shift key press, which no page acts on, is that sign here. Once React holds
 * the root, a test acts like a visitor whose page is ready (site/first-paint.spec.ts acts before).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** `page.goto(path)`, then waitForApp. */
export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}
