import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeResult {
  violations: number;
  /** Each violated rule with its impact and how many elements break it. */
  details: string[];
}

/**
 * Waits until the route has loaded: its main landmark drawn, the app live, network quiet and no spinner left. On
 * a loaded machine the network can go quiet before the app has drawn the page (a full suite beside other work once
 * drew the catalog page after more than 15 s), and the server's first screen, inert and so hidden from assistive
 * technology, can still be up with nothing left to fetch (CI once found no main landmark nor heading on the
 * product page that way). A page that never draws a main landmark or never goes live is left to axe to report.
 */
export async function settle(page: Page): Promise<void> {
  const loadedMachine = { timeout: 30_000 };
  await page
    .locator('main')
    .first()
    .waitFor({ state: 'attached', ...loadedMachine })
    .catch(() => undefined);
  await page
    .locator('#root[inert]')
    .waitFor({ state: 'detached', ...loadedMachine })
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
 * Opens a path and runs axe once it has settled. A page the app never drew (no main landmark) or never took over
 * from the server's inert HTML also says what the browser got instead: its status and the start of its text (a
 * CI run once found the product page without the app, and could not tell an error answer from a script that
 * never ran).
 */
export async function axeAt(page: Page, url: string): Promise<AxeResult> {
  const response = await page.goto(url);
  await settle(page);
  const result = await axe(page);
  const live = (await page.locator('#root[inert]').count()) === 0;
  if (live && (await page.locator('main').count()) > 0) return result;
  const text = (
    await page
      .locator('body')
      .innerText()
      .catch(() => '')
  )
    .replace(/\s+/g, ' ')
    .slice(0, 200);
  return {
    ...result,
    details: [...result.details, `no app ${live ? 'drawn' : 'live'}: HTTP ${response?.status()}, text «${text}»`],
  };
}
