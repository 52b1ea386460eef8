import type { Browser } from 'playwright-core';
import { axe, settle } from './axe-run';
import { browserAvailable, BROWSER_SKIP_REASON, CHROMIUM_PATH, launchChromium } from './chromium';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

/**
 * The server's first screen, inert (hidden from assistive technology) until the app's script takes it over: here
 * the takeover comes 1.5 s after load with no request pending, as when a loaded CI machine is slow to render.
 */
const SERVER_PAGE = `<!doctype html><html lang="ru"><head><title>Товар</title></head><body>
<div id="root" inert><main id="main"><h1>Колготки</h1><p>Цена 100 грн</p></main></div>
<script>setTimeout(() => document.getElementById('root').removeAttribute('inert'), 1500)</script>
</body></html>`;

describeBrowser('axe over a page the app has taken over', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium(CHROMIUM_PATH);
  });
  afterAll(() => browser?.close());

  it('waits until the app has lifted the server HTML’s inert before axe reads the page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(SERVER_PAGE);
    await settle(page);
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
    expect((await axe(page)).details).toEqual([]);
    await context.close();
  }, 30_000);
});
