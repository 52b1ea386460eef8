import express from 'express';
import request from 'supertest';
import { PRODUCT_1, SITEMAP_XML, startFakeCatalog, type FakeCatalog } from '../testing/fake-catalog';
import {
  publicUrlOf,
  robotsHandler,
  seoDepsFromEnv,
  seoPageRenderer,
  SITEMAP_UNAVAILABLE,
  sitemapHandler,
  spaPageHandler,
} from './handlers';
import { parseHtml, textOf } from '../testing/html-query';

const SECRET = 'secret-0123456789abcdef';
const PUBLIC = 'https://shop.example';
const INDEX = '<!doctype html><html lang="ru"><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('gateway SEO handlers', () => {
  let catalog: FakeCatalog;
  let app: express.Express;
  beforeAll(async () => {
    catalog = await startFakeCatalog(SECRET);
    const deps = seoDepsFromEnv({ CATALOG_URL: catalog.url, PUBLIC_URL: `${PUBLIC}/`, INTERNAL_SECRET: SECRET });
    app = express();
    app.get('/sitemap.xml', sitemapHandler(deps));
    app.get('/robots.txt', robotsHandler(deps));
    app.get('/wrong-secret/sitemap.xml', sitemapHandler({ ...deps, secret: 'not-the-secret-at-all' }));
    app.get('/{*path}', spaPageHandler({ ...deps, indexHtml: async () => INDEX }));
  });
  afterAll(() => catalog.close());

  it('passes the catalog sitemap through, fetched with the internal secret', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toBe(SITEMAP_XML);
  });

  it('answers 503 JSON when the catalog refuses or cannot give the sitemap', async () => {
    const refused = await request(app).get('/wrong-secret/sitemap.xml').expect(503);
    expect(refused.body).toEqual({ message: SITEMAP_UNAVAILABLE });
    const down = express().get('/sitemap.xml', sitemapHandler({ catalogUrl: 'http://127.0.0.1:9', secret: SECRET }));
    expect((await request(down).get('/sitemap.xml').expect(503)).body).toEqual({ message: SITEMAP_UNAVAILABLE });
  });

  it('serves robots.txt as text pointing to the absolute sitemap URL', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    expect(lines).toEqual(
      expect.arrayContaining(['Disallow: /api/', 'Disallow: /ua/cart', 'Disallow: /edit_', 'Disallow: /price_sheet']),
    );
    expect(lines).not.toContain('Disallow: /');
  });

  it('serves SPA pages as HTML with the head filled in, 301 for a wrong slug and 404 for a missing product', async () => {
    const res = await request(app).get(`/product/${PRODUCT_1.slug.ru}/${PRODUCT_1._id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(parseHtml(res.text).find('link', { rel: 'canonical' })).toHaveLength(1);
    expect(parseHtml(res.text).all('title').map(textOf)[0]).toContain('купить оптом');
    const moved = await request(app).get(`/product/old/${PRODUCT_1._id}`).expect(301);
    expect(moved.headers.location).toBe(`/product/${PRODUCT_1.slug.ru}/${PRODUCT_1._id}`);
    await request(app).get('/product/x/p404').expect(404);
  });

  it('binds renderSpaPage as the gateway PageRenderer, a redirect carrying its location', async () => {
    const render = seoPageRenderer({ catalogUrl: catalog.url, publicUrl: PUBLIC });
    const moved = await render(`/product/${PRODUCT_1._id}`, INDEX);
    expect(moved).toEqual({ status: 301, html: '', location: `/product/${PRODUCT_1.slug.ru}/${PRODUCT_1._id}` });
    const page = await render('/ua', INDEX);
    expect(page.status).toBe(200);
    expect(parseHtml(page.html).find('link', { rel: 'canonical' }).length).toBe(1);
  });

  it('reads PUBLIC_URL with a default and without a trailing slash', () => {
    expect(publicUrlOf({})).toBe('http://localhost:3000');
    expect(publicUrlOf({ PUBLIC_URL: 'https://shop.example/' })).toBe('https://shop.example');
    expect(() => publicUrlOf({ PUBLIC_URL: 'ftp://shop.example' })).toThrow();
  });
});
