import type { Server } from 'node:http';
import express from 'express';
import { INTERNAL_HEADER, priceRange, productCardSchema, type ProductCard } from '@shop/shared';

/** Test fixtures in the catalog service's real shapes (spec section 3, services/catalog). */
const root = {
  _id: 'c0000000000000000000root',
  name: { ru: 'Носки', ua: 'Шкарпетки' },
  slug: { ru: 'noski', ua: 'shkarpetky' },
};
const men = {
  _id: 'c00000000000000000000men',
  name: { ru: 'Мужские носки', ua: 'Чоловічі шкарпетки' },
  slug: { ru: 'muzhskie-noski', ua: 'cholovichi-shkarpetky' },
};

export const HOSTILE_NAME = 'Носки <script>alert("x")</script> & "Co" $& $1';
export const HOSTILE_DESCRIPTION = "Хлопок 80%.\n</script><img src=x onerror=alert(1)><!-- $' $` -->\nЦена за пару.";

export const CATALOG_MEN = {
  ...men,
  image: { lg: '/images/men-lg.webp', md: '/images/men-md.webp', sm: '/images/men-sm.webp' },
  parentId: root._id,
  parentName: root.name,
  tree: { ru: 'Носки / Мужские носки', ua: 'Шкарпетки / Чоловічі шкарпетки' },
  crumbs: [root, men],
  isLeaf: true,
  haveProducts: true,
  qnt: 2,
};

const base = {
  optionsId: 'o1',
  currencyRate: 41.5,
  selfOpt: [{ id: 'size', ru: 'Размер', ua: 'Розмір' }],
  selfOptValues: [
    { optId: 'size', id: 's39', ru: '39-41', ua: '39-41' },
    { optId: 'size', id: 's42', ru: '42-44', ua: '42-44' },
  ],
  isShowcase: true,
  createdAt: '2024-05-01T10:00:00.000Z',
};

export const PRODUCT_1 = {
  ...base,
  _id: 'p00000000000000000000001',
  name: { ru: HOSTILE_NAME, ua: 'Шкарпетки "Класик"' },
  slug: { ru: 'noski-klassik', ua: 'shkarpetky-klasyk' },
  description: { ru: HOSTILE_DESCRIPTION, ua: 'Бавовна 80%.' },
  images: [
    { lg: '/images/p1-lg.webp', md: '/images/p1-md.webp', sm: '/images/p1-sm.webp' },
    { lg: 'javascript:alert(1)', md: 'javascript:alert(1)', sm: 'javascript:alert(1)' },
  ],
  brandId: 'b1',
  catalogId: men._id,
  currencyValue: 'USD',
  optPrices: [
    { id: 's39', optId: 'size', ru: '39-41', ua: '39-41', add: [], price: 2.5, barcode: '1' },
    { id: 's42', optId: 'size', ru: '42-44', ua: '42-44', add: [], price: 3, barcode: '2' },
  ],
};

export const PRODUCT_2 = {
  ...base,
  _id: 'p00000000000000000000002',
  name: { ru: 'Колготки Ажур 40 den', ua: 'Колготи Ажур 40 den' },
  slug: { ru: 'kolgotki-azhur-40-den', ua: 'kolhoty-azhur-40-den' },
  description: { ru: '', ua: '' },
  images: [],
  brandId: 'b1',
  catalogId: men._id,
  currencyValue: 'UAH',
  optPrices: [{ id: 'base', ru: '', ua: '', price: 120 }],
};

const brand = { _id: 'b1', name: { ru: 'Дюна', ua: 'Дюна' } };
/** A product as the catalog's lists answer it. */
const cardOf = (p: typeof PRODUCT_1 | typeof PRODUCT_2): ProductCard =>
  productCardSchema.parse({ ...p, priceRange: priceRange(p.optPrices) });
const populated = (p: typeof PRODUCT_1 | typeof PRODUCT_2) => ({
  ...p,
  brandId: brand,
  catalogId: { ...men, crumbs: [root, men] },
});

export const SHOP_CONTACTS = {
  name: { ru: 'Ажур-Опт', ua: 'Ажур-Опт UA' },
  phones: ['+38 (067) 765-43-21', '+38 (050) 111-22-33'],
  map: { lat: 46.3995, lng: 30.6305 },
  address: { ru: 'г. Одесса, ряд 12', ua: 'м. Одеса, ряд 12' },
  workingHours: { ru: 'Вт–Вс 7–14', ua: 'Вт–Нд 7–14' },
};

export const SITEMAP_XML =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';
export const BROKEN_ID = 'boom';

export interface FakeCatalog {
  url: string;
  close(): Promise<void>;
}

/** A local HTTP server answering the catalog's public routes (and its internal sitemap) like the real one. */
export async function startFakeCatalog(secret: string): Promise<FakeCatalog> {
  const app = express();
  app.use(express.json());
  const products = new Map([PRODUCT_1, PRODUCT_2].map((p) => [p._id, p]));
  app.get('/api/products/showcase', (_req, res) => void res.json([PRODUCT_1, PRODUCT_2].map(cardOf)));
  app.get('/api/products/product/:id', (req, res) => {
    if (req.params.id === BROKEN_ID) return void res.status(500).json({ message: 'Внутренняя ошибка сервера' });
    const p = products.get(req.params.id);
    if (!p) return void res.status(404).json({ message: 'Товар не найден' });
    res.json({ product: populated(p) });
  });
  app.get('/api/catalogs/catalog/:id', (req, res) => {
    if (req.params.id !== men._id) return void res.status(404).json({ message: 'Каталог не найден' });
    res.json({ catalog: CATALOG_MEN });
  });
  app.post('/api/products/catalog', (req, res) => {
    if (req.body?.catalogId !== men._id) return void res.status(404).json({ message: 'Каталог не найден' });
    res.json([PRODUCT_1, PRODUCT_2].map(cardOf));
  });
  app.get('/api/brands', (req, res) => {
    const catalogId = typeof req.query.catalogId === 'string' ? req.query.catalogId : undefined;
    res.json([{ ...brand, qnt: catalogId === men._id ? 2 : catalogId ? 0 : 2 }]);
  });
  app.get('/api/information/contacts', (_req, res) => void res.json(SHOP_CONTACTS));
  app.get('/internal/sitemap.xml', (req, res) => {
    if (req.header(INTERNAL_HEADER) !== secret) return void res.status(403).json({ message: 'Недостаточно прав' });
    res.type('application/xml').send(SITEMAP_XML);
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
