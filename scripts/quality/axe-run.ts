import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeResult {
  violations: number;
  /** Each violated rule with its impact and how many elements break it. */
  details: string[];
}

/**
 * Waits until the route has loaded: its main landmark drawn, network quiet and no spinner left. On a loaded
 * machine the network can go quiet before the app has drawn the page (a full suite beside other work once drew
 * the catalog page after more than 15 s); a page that never draws a main landmark is left to axe to report.
 */
export async function settle(page: Page): Promise<void> {
  await page
    .locator('main')
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.locator('.spinner').first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.waitForTimeout(200);
}

/** axe-core's default rule set (WCAG 2.x A/AA and best practices) over the page as it is now. */
export async function axe(page: Page): Promise<AxeResult> {
  // Third-party map frames cannot load offline here; axe checks the shop's own document.
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const details = results.violations.map(
    (v) =>
      `${v.id} [${v.impact}] x${v.nodes.length}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  return { violations: results.violations.reduce((n, v) => n + v.nodes.length, 0), details };
}

/**
 * Opens a path and runs axe once it has settled. A page the app never drew (no main landmark) also says what the
 * browser got instead: its status and the start of its text (a CI run once found the product page without the
 * app, and could not tell an error answer from a script that never ran).
 */
export async function axeAt(page: Page, url: string): Promise<AxeResult> {
  const response = await page.goto(url);
  await settle(page);
  const result = await axe(page);
  if ((await page.locator('main').count()) > 0) return result;
  const text = (
    await page
      .locator('body')
      .innerText()
      .catch(() => '')
  )
    .replace(/\s+/g, ' ')
    .slice(0, 200);
  return { ...result, details: [...result.details, `no app drawn: HTTP ${response?.status()}, text «${text}»`] };
}
