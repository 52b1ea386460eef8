import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/quality/chromium';
import { browserAvailable, BROWSER_SKIP_REASON, CHROMIUM_PATH } from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

describeBrowser('the journeys’ Chromium', () => {
  let browser: Browser;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('<p>here</p>'));
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    port = (server.address() as AddressInfo).port;
    browser = await launchChromium(CHROMIUM_PATH);
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  // A page that reaches outside (the contacts page's OpenStreetMap) must not make a journey wait on a network
  // this machine may not have, or on how long its DNS takes to say so: every name but localhost fails at once.
  it('reaches the shop on 127.0.0.1 and refuses every host name outside, without asking DNS', async () => {
    const page = await browser.newPage();
    expect((await page.goto(`http://127.0.0.1:${port}/`))?.status()).toBe(200);
    expect((await page.goto(`http://localhost:${port}/`))?.status()).toBe(200);
    // Chromium itself resolves *.localhost to this machine, so only the resolver rule can refuse it.
    await expect(page.goto(`http://outside.localhost:${port}/`)).rejects.toThrow('net::ERR_NAME_NOT_RESOLVED');
    await expect(page.goto('https://www.openstreetmap.org/')).rejects.toThrow('net::ERR_NAME_NOT_RESOLVED');
    await page.close();
  });
});
