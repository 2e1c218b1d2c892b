import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over #root. A prerendered page shows (and can be clicked) before its
 * JavaScript has loaded; once React holds the root, a click or key press is handled (React replays
 * those that arrive while it is still hydrating), so a test acts like a visitor whose page is ready.
 */
export async function waitForApp(page: Page): Promise<void> {
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
