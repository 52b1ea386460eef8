import request from 'supertest';
import { internalHeaders } from '@shop/shared';
import { asAdmin, asCustomer, startTestService, TEST_SECRET, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';
import { bi, fixtures } from '../testing/fixtures';

describe('sitemap', () => {
  let s: TestService;
  const ids: Record<string, string> = {};
  const internal = () => request(s.app).get('/internal/sitemap.xml').set(internalHeaders(TEST_SECRET));

  beforeAll(async () => {
    s = await startTestService(catalogService, { env: { PUBLIC_URL: 'https://shop.example/' } });
    const f = fixtures(s.app);
    ids.catalog = (await f.catalog('Носки', 'Шкарпетки'))._id;
    ids.brand = (await f.brand('Нитка'))._id;
    ids.product = (await f.product({ name: bi('Гольфы', 'Гольфи'), brandId: ids.brand, catalogId: ids.catalog }))._id;
  });
  afterAll(() => s.stop());

  it('serves a sitemap on the internal route even before the first refresh', async () => {
    const res = await internal().expect(200);
    expect(res.type).toBe('application/xml');
    expect(res.text).toContain(`<loc>https://shop.example/catalog/noski/${ids.catalog}</loc>`);
  });

  it('lists home, every catalog and product in both languages with hreflang alternates', async () => {
    const res = await request(s.app)
      .get('/api/sitemap')
      .set(...asAdmin())
      .expect(200);
    expect(res.body).toEqual({ message: 'Sitemap успешно обновлен', count: 6 });
    const xml = (await internal().expect(200)).text;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    const ru = `https://shop.example/product/golfy/${ids.product}`;
    const ua = `https://shop.example/ua/product/holfy/${ids.product}`;
    expect(xml).toContain(`<loc>${ru}</loc>`);
    expect(xml).toContain(`<loc>${ua}</loc>`);
    expect(xml.match(new RegExp(`<xhtml:link rel="alternate" hreflang="uk" href="${ua}"/>`, 'g'))).toHaveLength(2);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ru}"/>`);
    expect(xml).toContain('<loc>https://shop.example/ua/catalog/shkarpetky/');
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it('keeps the stored sitemap until an admin refreshes it', async () => {
    const f = fixtures(s.app);
    const added = (await f.catalog('Колготки'))._id;
    expect((await internal()).text).not.toContain(added);
    await request(s.app)
      .get('/api/sitemap')
      .set(...asAdmin())
      .expect(200);
    expect((await internal()).text).toContain(`/catalog/kolgotki/${added}`);
  });

  it('refuses visitors, customers and callers without the internal secret', async () => {
    expect((await request(s.app).get('/api/sitemap')).status).toBe(401);
    expect(
      (
        await request(s.app)
          .get('/api/sitemap')
          .set(...asCustomer())
      ).status,
    ).toBe(403);
    expect((await request(s.app).get('/internal/sitemap.xml')).status).toBe(403);
  });
});
