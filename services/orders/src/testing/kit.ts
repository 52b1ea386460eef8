import request from 'supertest';
import { createBus, createLogger, type Currency, type EventBus } from '@shop/shared';
import { asAdmin, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../../../catalog/src/index';
import { fixtures } from '../../../catalog/src/testing/fixtures';
import { ordersService } from '../index';

export interface TestProduct {
  productId: string;
  /** A request line for the i-th size (or the only price when the product has no options). */
  line(index: number, qnt: number): { productId: string; optionValueIds: string[]; qnt: number };
}

export interface OrdersKit {
  orders: TestService;
  catalog: TestService;
  /** Adds a product through the catalog's admin API with one price per size; one price and no sizes means no options. */
  addProduct(currency: Currency, prices: number[], sizes?: string[]): Promise<TestProduct>;
  stop(): Promise<void>;
}

export const delivery = {
  name: 'Иван',
  surname: 'Петров',
  phone: '+38 (050) 123-45-67',
  city: 'Одесса',
  carrier: 'Новая Почта',
  branch: '12',
  pickup: false,
  prepaid: true,
};

const SIZE = { id: 'size', ru: 'Размер', ua: 'Розмір' };
const SIZES = ['S0', 'S1', 'S2', 'S3', 'M'];

/**
 * The orders service wired to the real catalog service (its own database), seeded through the catalog's API;
 * both on one bus, so the orders service hears the catalog's changes.
 */
export async function startOrdersKit(options: { bus?: EventBus; env?: NodeJS.ProcessEnv } = {}): Promise<OrdersKit> {
  const bus = options.bus ?? (await createBus(process.env.NATS_URL, createLogger('orders-kit', 'silent'), 'test-kit'));
  const catalog = await startTestService(catalogService, { bus });
  const orders = await startTestService(ordersService, { env: { CATALOG_URL: catalog.url, ...options.env }, bus });
  const f = fixtures(catalog.app);
  const brandId = (await f.brand('Нитка'))._id;
  const catalogId = (await f.catalog('Носки', 'Шкарпетки'))._id;
  const optionValues = SIZES.map((s) => ({ id: s.toLowerCase(), optId: SIZE.id, ru: s, ua: s }));
  const optionSet = await request(catalog.app)
    .post('/api/options')
    .set(...asAdmin())
    .send({ name: 'Размеры', opt: [SIZE], optValues: optionValues });
  if (optionSet.status >= 300) throw new Error(`option set: ${optionSet.status} ${JSON.stringify(optionSet.body)}`);
  let serial = 0;
  return {
    orders,
    catalog,
    async addProduct(currency, prices, sizes) {
      const names = sizes ?? (prices.length === 1 ? [] : SIZES.slice(0, prices.length));
      const values = optionValues.filter((v) => names.includes(v.ru));
      const name = { ru: `Носки ${++serial}`, ua: `Шкарпетки ${serial}` };
      const priced = names.length
        ? {
            optionsId: optionSet.body._id,
            selfOpt: [SIZE],
            selfOptValues: values,
            optPrices: values.map((v, i) => ({ ...v, price: prices[i], barcode: String(i) })),
          }
        : { optPrices: [{ id: 'base', ru: '', ua: '', price: prices[0], barcode: '1' }] };
      const { _id } = await f.product({ name, brandId, catalogId, currencyValue: currency, ...priced });
      return {
        productId: _id,
        line: (index, qnt) => ({ productId: _id, optionValueIds: names.length ? [values[index].id] : [], qnt }),
      };
    },
    async stop() {
      await orders.stop();
      await catalog.stop();
      if (!options.bus) await bus.close();
    },
  };
}

/** A POST /api/order body as the browser sends it (the money fields are the browser's claims, never trusted). */
export function orderBody(orderItems: object[], extra: object = {}) {
  return { orderItems, delivery, totalQnt: 1, totalAmount: 1, userId: null, langKey: 'ru', ...extra };
}
