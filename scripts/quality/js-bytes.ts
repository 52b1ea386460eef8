import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Gzipped bytes of every script a shopper's first visit to a page loads (a phone, nothing cached). */
export async function firstPageJsGzip(browser: Browser, url: string): Promise<{ bytes: number; files: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const pending: Promise<[string, number]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => [new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length]),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  return {
    bytes: scripts.reduce((sum, [, size]) => sum + size, 0),
    files: scripts.map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`),
  };
}
