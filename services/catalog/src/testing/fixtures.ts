import request from 'supertest';
import type { Express } from 'express';
import { asAdmin } from '@shop/shared/src/testing/service';
import type { PriceTreeNode } from '@shop/shared';

type Bi = { ru: string; ua: string };
const bi = (ru: string, ua = ru): Bi => ({ ru, ua });

/** Admin writes through the API, answering the created record (fails the test on any non-2xx). */
export function fixtures(app: Express) {
  const post = async (path: string, body: object) => {
    const res = await request(app)
      .post(path)
      .set(...asAdmin())
      .send(body);
    if (res.status >= 300) throw new Error(`${path} -> ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return {
    brand: async (ru: string, ua = ru): Promise<{ _id: string }> => post('/api/brands', { name: bi(ru, ua) }),
    catalog: async (ru: string, ua = ru, parentId: string | null = null): Promise<{ _id: string; slug: Bi }> =>
      (await post('/api/catalogs', { name: bi(ru, ua), parentId })).catalog,
    optionSet: async () =>
      post('/api/options', {
        name: 'Размер и цвет',
        opt: [
          { id: 'size', ru: 'Размер', ua: 'Розмір' },
          { id: 'colour', ru: 'Цвет', ua: 'Колір' },
        ],
        optValues: [
          { id: 's', optId: 'size', ru: 'S', ua: 'S' },
          { id: 'm', optId: 'size', ru: 'M', ua: 'M' },
          { id: 'black', optId: 'colour', ru: 'Чёрный', ua: 'Чорний' },
          { id: 'white', optId: 'colour', ru: 'Белый', ua: 'Білий' },
        ],
      }),
    product: async (fields: Partial<ProductBody> & { brandId: string; catalogId: string; name: Bi }) =>
      (await post('/api/products', simpleProduct(fields))).product,
  };
}

export interface ProductBody {
  name: Bi;
  description: Bi;
  brandId: string;
  catalogId: string;
  optionsId?: string | null;
  currencyValue: 'UAH' | 'USD' | 'EUR';
  images: { lg: string; md: string; sm: string }[];
  selfOpt: { id: string; ru: string; ua: string }[];
  selfOptValues: { id: string; optId: string; ru: string; ua: string }[];
  optPrices: PriceTreeNode[];
  isShowcase: boolean;
}

/** A product body without options (one 'base' price) unless fields say otherwise. */
export const simpleProduct = (fields: Partial<ProductBody>): Partial<ProductBody> => ({
  description: bi('Описание', 'Опис'),
  currencyValue: 'UAH',
  images: [],
  selfOpt: [],
  selfOptValues: [],
  optPrices: [{ id: 'base', ru: '', ua: '', price: 100, barcode: '4820000000001' }],
  isShowcase: false,
  ...fields,
});

/** A size × colour price tree for the option set of fixtures().optionSet(). */
export const sizeColourProduct = (optionsId: string) => ({
  optionsId,
  currencyValue: 'USD' as const,
  selfOpt: [
    { id: 'size', ru: 'Размер', ua: 'Розмір' },
    { id: 'colour', ru: 'Цвет', ua: 'Колір' },
  ],
  selfOptValues: [
    { id: 's', optId: 'size', ru: 'S', ua: 'S' },
    { id: 'm', optId: 'size', ru: 'M', ua: 'M' },
    { id: 'black', optId: 'colour', ru: 'Чёрный', ua: 'Чорний' },
  ],
  optPrices: [
    {
      id: 's',
      optId: 'size',
      ru: 'S',
      ua: 'S',
      add: [{ id: 'black', optId: 'colour', ru: 'Чёрный', ua: 'Чорний', price: 2.5, barcode: '1' }],
    },
    {
      id: 'm',
      optId: 'size',
      ru: 'M',
      ua: 'M',
      add: [{ id: 'black', optId: 'colour', ru: 'Чёрный', ua: 'Чорний', price: 3.75, barcode: '2' }],
    },
  ],
});

export { bi };
