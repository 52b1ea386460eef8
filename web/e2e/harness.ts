import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedDemoIfEmpty } from '@shop/catalog';
import { createLogger } from '@shop/shared';
import { createTestDatabase } from '@shop/shared/src/testing/db';
import { startShop, type Shop } from '../../scripts/shop';
import { CHROMIUM_PATH, launchChromium } from '../../scripts/quality/chromium';
import { signInContext } from '../../scripts/quality/sign-in';

export { browserAvailable, BROWSER_SKIP_REASON, CHROMIUM_PATH } from '../../scripts/quality/chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export interface E2E {
  shop: Shop;
  /** The shop's database (the admin CLI's target). */
  databaseUrl: string;
  browser: Browser;
  url(pathname: string): string;
  /** A fresh browser context (own cookies and storage) at the given viewport. */
  context(viewport?: { width: number; height: number }): Promise<BrowserContext>;
  /** Signs the context in through the demo messenger (the same code path as the bots); optionally as admin. */
  signIn(context: BrowserContext, user: { phone: string; userName: string; admin?: boolean }): Promise<void>;
  /** Saves a screenshot under test-results/screens for a person to look at. */
  screenshot(page: Page, name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The whole shop on free ports with a fresh database and a small demo catalog, plus Chromium. */
export async function startE2E(
  /** inProcessBus: a journey that counts every event of its shop (other shops share the test NATS's stream). */
  options: { products?: number; env?: NodeJS.ProcessEnv; inProcessBus?: boolean } = {},
): Promise<E2E> {
  const db = await createTestDatabase();
  // Named like `npm start`'s `.data`: a dot-folder, as the errors file and the images live in one there.
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-')), '.data');
  const shop = await startShop({
    databaseUrl: db.url,
    natsUrl: options.inProcessBus ? undefined : process.env.NATS_URL,
    port: 0,
    dataDir,
    logger: createLogger('e2e', process.env.TEST_LOG_LEVEL ?? 'silent'),
    env: {
      SHOP_DEMO: '1',
      NODE_ENV: 'test',
      RATE_LIMIT_ORDERS: '1000',
      RATE_LIMIT_SIGNIN: '1000',
      RATE_LIMIT_SEARCH: '10000',
      // Test shops on one NATS must not take each other's events from a shared durable consumer.
      ...isolatedConsumers(randomBytes(4).toString('hex')),
      ...options.env,
    },
  });
  const catalog = shop.services.find((s) => s.name === 'catalog')!;
  await seedDemoIfEmpty(catalog.pool, { mediaDir: shop.env.MEDIA_DIR, products: options.products ?? 30 });
  const browser = await launchChromium(CHROMIUM_PATH);
  const url = (pathname: string) => `${shop.url}${pathname}`;
  const shotsDir = path.resolve(__dirname, '..', '..', 'test-results', 'screens');
  return {
    shop,
    databaseUrl: db.url,
    browser,
    url,
    context: (viewport = DESKTOP) => browser.newContext({ viewport, locale: 'ru-RU' }),
    signIn: async (context, user) => {
      await signInContext(shop, shop.url, context, user);
    },
    screenshot: async (page, name) => {
      const file = path.join(shotsDir, `${name}.png`);
      await loadLazyImages(page);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    stop: async () => {
      await browser.close();
      await shop.stop();
      await db.drop();
    },
  };
}

/**
 * Runs in the page: scrolls through it so lazy images load (a full-page screenshot does not scroll), waits for
 * them, then goes back to the top. A string, so ts-jest's down-levelling (its __awaiter helper) never reaches
 * the browser.
 */
const LOAD_LAZY_IMAGES = `(async () => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
    window.scrollTo(0, y);
    await pause();
  }
  window.scrollTo(0, 0);
  const settled = (img) =>
    new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
      setTimeout(resolve, 2000);
    });
  await Promise.all(Array.from(document.images).filter((img) => !img.complete).map(settled));
})()`;

/** Scrolls through the page so lazy images load, then back to the top. */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(LOAD_LAZY_IMAGES);
}

/** The page is no wider than the viewport: nothing makes it scroll sideways. */
export async function noHorizontalOverflow(page: Page): Promise<void> {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Elements of the page that hide part of their content behind a sideways scroll of their own (a table wider
 * than its card), named by tag, class and the start of their text.
 */
export async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(`Array.from(document.querySelectorAll('body *'))
    .filter((el) => {
      const style = getComputedStyle(el);
      return ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    })
    .map((el) => el.tagName + '.' + el.className + ' ' + (el.textContent || '').slice(0, 40))`);
}

/** Durable consumer names of one test shop: its own, so shops sharing a NATS never split each other's events. */
function isolatedConsumers(tag: string): NodeJS.ProcessEnv {
  return {
    ERRORS_DURABLE: `gateway-errors-${tag}`,
    NOTIFY_DURABLE: `identity-notifications-${tag}`,
    MEDIA_CLEANUP_DURABLE: `media-cleanup-${tag}`,
  };
}
