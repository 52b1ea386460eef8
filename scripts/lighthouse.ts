/**
 * `npm run lighthouse`: starts the shop with a fresh database and the demo data, scores the home, a catalog and a
 * product page with Lighthouse (mobile), runs axe on every storefront and admin page, measures the gzipped
 * JavaScript of a shopper's first page, and prints one table. Exits 1 when a target is missed.
 */
import os from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';
import { signInContext } from './quality/sign-in';
import { startAuditShop, type AuditShop } from './quality/audit-shop';
import { axeAt } from './quality/axe-run';
import { firstPageJsGzip } from './quality/js-bytes';
import { launchChromium } from './quality/chromium';
import { CHROME_PATH, lighthouse } from './quality/lighthouse-run';
import { ADMIN, CUSTOMER, placeSampleOrder, sampleShop } from './quality/sample';
import { adminPages, lighthousePages, storefrontPages, type AuditPage, type ShopSample } from './quality/pages';
import { formatTable, loadLine, misses, TARGETS, type PageRow } from './quality/table';

async function contexts(browser: Browser, audit: AuditShop) {
  const make = () => browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'ru-RU' });
  const visitor = await make();
  const customer = await make();
  const admin = await make();
  await signInContext(audit.shop, audit.url(''), customer, CUSTOMER);
  await signInContext(audit.shop, audit.url(''), admin, ADMIN);
  return { visitor, customer, admin } satisfies Record<AuditPage['as'], BrowserContext>;
}

async function axeRows(browser: Browser, audit: AuditShop, sample: ShopSample): Promise<PageRow[]> {
  const byRole = await contexts(browser, audit);
  const rows: PageRow[] = [];
  for (const page of [...storefrontPages(sample), ...adminPages(sample)]) {
    const tab = await byRole[page.as].newPage();
    rows.push({ name: page.name, path: page.path, axe: await axeAt(tab, audit.url(page.path)) });
    await tab.close();
  }
  return rows;
}

async function main() {
  const audit = await startAuditShop();
  try {
    const sample = await sampleShop(audit);
    const scored: PageRow[] = [];
    for (const page of lighthousePages(sample)) {
      // Lighthouse simulates a slow phone from the CPU time it measures: other jobs on the machine cost points.
      const load = os.loadavg()[0];
      const scores = await lighthouse(audit.url(page.path));
      console.error(`Lighthouse ${page.path} (load ${load.toFixed(2)}): ${JSON.stringify(scores)}`);
      scored.push({ name: page.name, path: page.path, scores, load });
    }
    const browser = await launchChromium(CHROME_PATH);
    try {
      await placeSampleOrder(browser, audit, sample);
      const checked = await axeRows(browser, audit, sample);
      const rows = checked.map((row) => ({ ...scored.find((s) => s.path === row.path), ...row }));
      const js = await firstPageJsGzip(browser, audit.url('/'));
      const jsKb = js.bytes / 1024;
      console.log(formatTable(rows));
      console.log(`\n${loadLine(scored, os.cpus().length)}`);
      console.log(
        `\nJavaScript a shopper's first page (/) loads: ${jsKb.toFixed(1)} KB gzipped (target <= ${TARGETS.jsKb} KB)`,
      );
      for (const file of js.files) console.log(`  ${file}`);
      const missed = misses(rows, jsKb);
      console.log(
        missed.length ? `\nTargets missed:\n${missed.map((m) => `- ${m}`).join('\n')}` : '\nAll targets met.',
      );
      process.exitCode = missed.length ? 1 : 0;
    } finally {
      await browser.close();
    }
  } finally {
    await audit.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
