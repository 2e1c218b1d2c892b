import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical axe violation on the page as it is now (the web and desktop e2e tests). */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility of ${where}`).toEqual([]);
}
