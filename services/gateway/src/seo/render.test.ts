import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOP_CONTACTS_PATH, type Logger } from '@shop/shared';
import {
  BROKEN_ID,
  CATALOG_MEN,
  HOSTILE_DESCRIPTION,
  HOSTILE_NAME,
  PRODUCT_1,
  PRODUCT_2,
  SHOP_CONTACTS,
  startFakeCatalog,
  type FakeCatalog,
} from '../testing/fake-catalog';
import { attr, parseHtml, textOf } from '../testing/html-query';
import { renderSpaPage, type SeoDeps } from './render';

const PUBLIC = 'https://shop.example';
const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <title>Ажур — носки, колготки и бельё оптом и в розницу</title>
    <meta name="description" content="Старое описание" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const P1 = PRODUCT_1._id;
const P1_RU = `/product/${PRODUCT_1.slug.ru}/${P1}`;
const P1_UA = `/ua/product/${PRODUCT_1.slug.ua}/${P1}`;
const MEN_RU = `/catalog/${CATALOG_MEN.slug.ru}/${CATALOG_MEN._id}`;
const MEN_UA = `/ua/catalog/${CATALOG_MEN.slug.ua}/${CATALOG_MEN._id}`;

/** The head as a search engine reads it. */
function headOf(html: string) {
  const doc = parseHtml(html);
  const one = (tag: string, attrs: Record<string, string>) => {
    const found = doc.find(tag, attrs);
    expect(found).toHaveLength(1);
    return found[0];
  };
  return {
    doc,
    lang: attr(doc.all('html')[0], 'lang'),
    titles: doc.all('title').map(textOf),
    description: attr(one('meta', { name: 'description' }), 'content'),
    canonical: doc.find('link', { rel: 'canonical' }).map((l) => attr(l, 'href')),
    robots: doc.find('meta', { name: 'robots' }).map((m) => attr(m, 'content')),
    alternates: Object.fromEntries(
      doc.find('link', { rel: 'alternate' }).map((l) => [attr(l, 'hreflang'), attr(l, 'href')]),
    ),
    jsonLd: doc.find('script', { type: 'application/ld+json' }).map((s) => JSON.parse(textOf(s))),
    scripts: doc.all('script').filter((s) => attr(s, 'type') !== 'application/ld+json'),
    root: doc.find('div', { id: 'root' })[0],
  };
}

type JsonLd = Record<string, unknown> & {
  itemListElement: Array<{ name: string; position: number; item: string }>;
  offers: Record<string, unknown>;
};
const byType = (jsonLd: JsonLd[], type: string) => jsonLd.find((d) => d['@type'] === type) as JsonLd;

describe('renderSpaPage', () => {
  let catalog: FakeCatalog;
  let deps: SeoDeps;
  beforeAll(async () => {
    catalog = await startFakeCatalog('secret-0123456789abcdef');
    deps = { catalogUrl: catalog.url, publicUrl: PUBLIC };
  });
  afterAll(() => catalog.close());

  it('fills a Russian product page: title, description, canonical, hreflang ru/uk/x-default, lang', async () => {
    const page = await renderSpaPage(P1_RU, INDEX, deps);
    expect(page.status).toBe(200);
    const head = headOf(page.html);
    expect(head.lang).toBe('ru');
    expect(head.titles).toEqual([`${HOSTILE_NAME} (Дюна) — купить оптом и в розницу | Ажур`]);
    expect(head.description).toMatch(/^Хлопок 80%\. alert\(1\)|^Хлопок 80%\./);
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toEqual([PUBLIC + P1_RU]);
    expect(head.robots).toEqual([]);
    expect(head.alternates).toEqual({ ru: PUBLIC + P1_RU, uk: PUBLIC + P1_UA, 'x-default': PUBLIC + P1_RU });
  });

  it('writes valid JSON-LD: Product with an offer range, BreadcrumbList and Organization', async () => {
    const { jsonLd } = headOf((await renderSpaPage(P1_RU, INDEX, deps)).html);
    const product = byType(jsonLd, 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: HOSTILE_NAME,
      url: PUBLIC + P1_RU,
      sku: P1,
      brand: { '@type': 'Brand', name: 'Дюна' },
      category: 'Мужские носки',
      image: [`${PUBLIC}/images/p1-lg.webp`],
      offers: { '@type': 'AggregateOffer', lowPrice: '2.50', highPrice: '3.00', priceCurrency: 'USD', offerCount: 2 },
    });
    const crumbs = byType(jsonLd, 'BreadcrumbList').itemListElement;
    expect(crumbs.map((c: { name: string }) => c.name)).toEqual(['Главная', 'Носки', 'Мужские носки', HOSTILE_NAME]);
    expect(crumbs.map((c: { position: number }) => c.position)).toEqual([1, 2, 3, 4]);
    expect(crumbs[2].item).toBe(PUBLIC + MEN_RU);
    expect(byType(jsonLd, 'Organization')).toMatchObject({ name: 'Ажур-Опт', url: `${PUBLIC}/` });
  });

  it("names the Organization by the shop's contacts as the admin set them: phones, address, map location", async () => {
    const organization = byType(headOf((await renderSpaPage('/ua/', INDEX, deps)).html).jsonLd, 'Organization');
    expect(organization).toMatchObject({
      name: 'Ажур-Опт UA',
      contactPoint: SHOP_CONTACTS.phones.map((telephone) => ({ '@type': 'ContactPoint', telephone })),
      address: { '@type': 'PostalAddress', streetAddress: 'м. Одеса, ряд 12', addressCountry: 'UA' },
      location: { geo: { '@type': 'GeoCoordinates', latitude: 46.3995, longitude: 30.6305 } },
    });
  });

  it('keeps the built-in shop name in the Organization while the catalog cannot say', async () => {
    const down = { catalogUrl: 'http://127.0.0.1:9', publicUrl: PUBLIC };
    const organization = byType(headOf((await renderSpaPage('/contacts', INDEX, down)).html).jsonLd, 'Organization');
    expect(organization).toMatchObject({ name: 'Ажур' });
    expect(organization.contactPoint).toBeUndefined();
  });

  it('takes contacts the admin never saved for none: the built-in name, and no warning on every page', async () => {
    const unsaved = { name: { ru: '', ua: '' }, phones: [], map: { lat: 0, lng: 0 } };
    const empty = { ...unsaved, address: { ru: '', ua: '' }, workingHours: { ru: '', ua: '' } };
    const fresh = createServer((req, res) => {
      const found = req.url === SHOP_CONTACTS_PATH;
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(found ? empty : {}));
    });
    await new Promise<void>((resolve) => fresh.listen(0, '127.0.0.1', resolve));
    const warn = jest.fn();
    const logger = { warn } as unknown as Logger;
    try {
      const catalogUrl = `http://127.0.0.1:${(fresh.address() as AddressInfo).port}`;
      const page = await renderSpaPage('/contacts', INDEX, { catalogUrl, publicUrl: PUBLIC, logger });
      const organization = byType(headOf(page.html).jsonLd, 'Organization');
      expect(organization).toMatchObject({ name: 'Ажур' });
      expect(organization.contactPoint).toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      fresh.close();
    }
  });

  it('gives a single-price product an Offer', async () => {
    const { jsonLd } = headOf(
      (await renderSpaPage(`/product/${PRODUCT_2.slug.ru}/${PRODUCT_2._id}`, INDEX, deps)).html,
    );
    expect(byType(jsonLd, 'Product').offers).toMatchObject({ '@type': 'Offer', price: '120.00', priceCurrency: 'UAH' });
  });

  it('escapes text from the data everywhere: no injected element, attribute or script', async () => {
    const page = await renderSpaPage(P1_RU, INDEX, deps);
    const head = headOf(page.html);
    expect(head.scripts.map((s) => attr(s, 'src'))).toEqual(['/assets/index-abc.js']);
    expect(head.doc.elements.filter((el) => el.attrs.some((a) => a.name.startsWith('on')))).toEqual([]);
    expect(
      head.doc.elements.filter((el) => attr(el, 'src') === 'x' || attr(el, 'src')?.startsWith('javascript')),
    ).toEqual([]);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).toContain('$&amp; $1');
    const h1 = head.doc.all('h1');
    expect(h1.map(textOf)).toEqual([HOSTILE_NAME]);
  });

  it('puts the product text into #root for crawlers, which React replaces when it renders', async () => {
    const { root } = headOf((await renderSpaPage(P1_RU, INDEX, deps)).html);
    const text = textOf(root);
    expect(text).toContain(HOSTILE_NAME);
    expect(text).toContain('Хлопок 80%.');
    expect(text).toContain('Цена за пару.');
    expect(text).not.toContain(HOSTILE_DESCRIPTION.split('\n')[1]);
    expect(text).toContain('от 2.50 $');
    expect(text).toContain('Бренд: Дюна');
    const links = parseHtml((await renderSpaPage(P1_RU, INDEX, deps)).html)
      .find('a')
      .map((a) => attr(a, 'href'));
    expect(links).toEqual(['/', `/catalog/noski/${CATALOG_MEN.crumbs[0]._id}`, MEN_RU]);
    expect(
      parseHtml((await renderSpaPage(P1_RU, INDEX, deps)).html)
        .find('img')
        .map((i) => attr(i, 'src')),
    ).toEqual(['/images/p1-lg.webp']);
  });

  it('fills the Ukrainian product page with Ukrainian text and lang uk', async () => {
    const page = await renderSpaPage(P1_UA, INDEX, deps);
    const head = headOf(page.html);
    expect(head.lang).toBe('uk');
    expect(head.titles).toEqual(['Шкарпетки "Класик" (Дюна) — купити оптом і в роздріб | Ажур']);
    expect(head.canonical).toEqual([PUBLIC + P1_UA]);
    expect(head.alternates.uk).toBe(PUBLIC + P1_UA);
    expect(byType(head.jsonLd, 'BreadcrumbList').itemListElement[0]).toMatchObject({
      name: 'Головна',
      item: `${PUBLIC}/ua`,
    });
  });

  it.each([
    [`/product/wrong-slug/${P1}?utm=x`, `${P1_RU}?utm=x`],
    [`/product/${P1}`, P1_RU],
    [`/ua/product/${PRODUCT_1.slug.ru}/${P1}`, P1_UA],
    [`/catalog/${CATALOG_MEN._id}`, MEN_RU],
    [`/ua/catalog/${CATALOG_MEN.slug.ru}/${CATALOG_MEN._id}`, MEN_UA],
  ])('redirects %s permanently to %s', async (url, location) => {
    expect(await renderSpaPage(url, INDEX, deps)).toEqual({ status: 301, html: '', location });
  });

  it.each([`/product/x/p00000000000000000000404`, `/ua/catalog/x/c404`, '/product/x/bad%id'])(
    'answers a missing product or catalog (%s) with 404 and a generic, noindex head',
    async (url) => {
      const page = await renderSpaPage(url, INDEX, deps);
      expect(page.status).toBe(404);
      const head = headOf(page.html);
      expect(head.canonical).toEqual([]);
      expect(head.robots).toEqual(['noindex, follow']);
      expect(head.titles).toHaveLength(1);
      expect(head.jsonLd.map((d) => d['@type'])).toEqual(['Organization']);
      const ua = url.startsWith('/ua/');
      expect(textOf(head.root)).toContain(ua ? 'Помилка клієнта' : 'Ошибка клиента');
      expect(textOf(head.root)).toContain(ua ? 'На головну сторінку' : 'На главную страницу');
    },
  );

  it('answers 503 with the generic head when the catalog service fails', async () => {
    const page = await renderSpaPage(`/product/x/${BROKEN_ID}`, INDEX, deps);
    expect(page.status).toBe(503);
    expect(headOf(page.html).robots).toEqual(['noindex, follow']);
    const down = await renderSpaPage(P1_RU, INDEX, { ...deps, catalogUrl: 'http://127.0.0.1:9' });
    expect(down.status).toBe(503);
    expect(headOf(down.html).root).toBeDefined();
  });

  it('fills a catalog page: name with count, breadcrumbs, links to its products', async () => {
    const page = await renderSpaPage(MEN_UA, INDEX, deps);
    expect(page.status).toBe(200);
    const head = headOf(page.html);
    expect(head.titles).toEqual(['Чоловічі шкарпетки — купити оптом і в роздріб | Ажур']);
    expect(head.canonical).toEqual([PUBLIC + MEN_UA]);
    expect(head.alternates).toEqual({ ru: PUBLIC + MEN_RU, uk: PUBLIC + MEN_UA, 'x-default': PUBLIC + MEN_RU });
    expect(head.description).toBe('Шкарпетки / Чоловічі шкарпетки: 2 шт. Оптом і в роздріб, доставка Новою Поштою.');
    expect(head.doc.all('h1').map(textOf)).toEqual(['Чоловічі шкарпетки (2 шт)']);
    const names = byType(head.jsonLd, 'BreadcrumbList').itemListElement.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Головна', 'Шкарпетки', 'Чоловічі шкарпетки']);
    const hrefs = head.doc.find('a').map((a) => attr(a, 'href'));
    expect(hrefs).toContain(`/ua/product/${PRODUCT_1.slug.ua}/${P1}`);
    expect(hrefs).toContain(`/ua/product/${PRODUCT_2.slug.ua}/${PRODUCT_2._id}`);
    expect(hrefs[0]).toBe('/ua');
  });

  it('fills the home page in both languages with the showcase products', async () => {
    for (const [url, lang, canonical] of [
      ['/', 'ru', `${PUBLIC}/`],
      ['/ua', 'uk', `${PUBLIC}/ua`],
    ]) {
      const head = headOf((await renderSpaPage(url, INDEX, deps)).html);
      expect(head.lang).toBe(lang);
      expect(head.canonical).toEqual([canonical]);
      expect(head.alternates).toEqual({ ru: `${PUBLIC}/`, uk: `${PUBLIC}/ua`, 'x-default': `${PUBLIC}/` });
      expect(head.jsonLd.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
      expect(head.doc.find('a').length).toBeGreaterThanOrEqual(2);
    }
    const ru = headOf((await renderSpaPage('/', INDEX, deps)).html);
    expect(textOf(ru.root)).toContain('Колготки Ажур 40 den 120.00 ₴');
  });

  it('gives information pages an indexable head and private pages a noindex one', async () => {
    const info = headOf((await renderSpaPage('/ua/information', INDEX, deps)).html);
    expect(info.titles).toEqual(['Інформація | Ажур']);
    expect(info.canonical).toEqual([`${PUBLIC}/ua/information`]);
    expect(info.alternates['x-default']).toBe(`${PUBLIC}/information`);
    for (const url of ['/cart', '/ua/checkout', '/edit_product/p1', '/order_page/5']) {
      const page = await renderSpaPage(url, INDEX, deps);
      expect(page.status).toBe(200);
      const head = headOf(page.html);
      expect(head.robots).toEqual(['noindex, follow']);
      expect(head.canonical).toEqual([]);
      expect(head.alternates).toEqual({});
    }
  });
});
