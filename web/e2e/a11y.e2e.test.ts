/** axe-core over every storefront page at phone and desktop width: an accessibility regression fails `npm test`. */
import { axeAt } from '../../scripts/quality/axe-run';
import { browserAvailable, BROWSER_SKIP_REASON, DESKTOP, PHONE, startE2E, type E2E } from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

interface Item {
  _id: string;
  slug: { ru: string; ua: string };
  parentId?: string | null;
}
interface Sample {
  catalog: Item;
  product: Item;
}

const PAGES: [string, (s: Sample) => string][] = [
  ['home', () => '/'],
  ['catalog', (s) => `/catalog/${s.catalog.slug.ru}/${s.catalog._id}`],
  ['product', (s) => `/product/${s.product.slug.ru}/${s.product._id}`],
  ['product in Ukrainian', (s) => `/ua/product/${s.product.slug.ua}/${s.product._id}`],
  ['cart', () => '/cart'],
  ['checkout', () => '/checkout'],
  ['information', () => '/information'],
  ['contacts', () => '/contacts'],
  ['map', () => '/map'],
  ['login', () => '/login'],
  ['server error', () => '/error_server?message=Ошибка'],
  ['not found', () => '/no-such-page'],
];

describeBrowser('accessibility of the storefront (axe-core in Chromium)', () => {
  let e2e: E2E;
  let sample: Sample;

  beforeAll(async () => {
    e2e = await startE2E();
    const catalogs = (await (await fetch(e2e.url('/api/catalogs'))).json()) as Item[];
    const [product] = (await (await fetch(e2e.url('/api/products/showcase'))).json()) as Item[];
    sample = { catalog: catalogs.find((c) => c.parentId === null)!, product };
  }, 180_000);
  afterAll(() => e2e?.stop());

  it.each(PAGES)(
    'has no axe violations on the %s page at phone and desktop width',
    async (_name, pathOf) => {
      const found: string[] = [];
      for (const viewport of [PHONE, DESKTOP]) {
        const context = await e2e.context(viewport);
        const result = await axeAt(await context.newPage(), e2e.url(pathOf(sample)));
        found.push(...result.details.map((d) => `${viewport.width}px: ${d}`));
        await context.close();
      }
      expect(found).toEqual([]);
    },
    120_000,
  );
});
