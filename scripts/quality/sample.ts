import type { Browser } from 'playwright-core';
import type { PriceTreeNode } from '@shop/shared/src/domain';
import { signInContext } from './sign-in';
import type { AuditShop } from './audit-shop';
import type { ShopSample } from './pages';

export const CUSTOMER = { phone: '+38 (050) 111-22-33', userName: 'Оксана' };
export const ADMIN = { phone: '+38 (067) 000-00-01', userName: 'Админ', admin: true };

async function getJson<T>(audit: AuditShop, path: string): Promise<T> {
  const res = await fetch(audit.url(path));
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

type Catalog = ShopSample['catalog'] & { qnt?: number };

/** The catalog with the most products (so it has pages) and a showcase product with its price tree. */
export async function sampleShop(audit: AuditShop): Promise<ShopSample> {
  const catalogs = await getJson<Catalog[] | { catalogs: Catalog[] }>(audit, '/api/catalogs');
  const list = Array.isArray(catalogs) ? catalogs : catalogs.catalogs;
  const catalog = [...list].sort((a, b) => (b.qnt ?? 0) - (a.qnt ?? 0))[0];
  const showcase = await getJson<{ _id: string }[] | { products: { _id: string }[] }>(audit, '/api/products/showcase');
  const first = (Array.isArray(showcase) ? showcase : showcase.products)[0];
  const { product } = await getJson<{ product: ShopSample['product'] }>(audit, `/api/products/product/${first._id}`);
  return { catalog, product, userId: '' };
}

function firstLeafPath(tree: PriceTreeNode[]): { ids: string[]; price: number } {
  const ids: string[] = [];
  let node = tree[0];
  while (node?.add?.length) {
    ids.push(node.id);
    node = node.add[0];
  }
  ids.push(node.id);
  return { ids: ids.filter((id) => id !== 'base'), price: node.price ?? 1 };
}

/** Signs the demo customer in and places one order over the minimum, so the order pages have something to show. */
export async function placeSampleOrder(browser: Browser, audit: AuditShop, sample: ShopSample): Promise<void> {
  const context = await browser.newContext();
  const user = await signInContext(audit.shop, audit.url(''), context, CUSTOMER);
  sample.userId = user._id;
  const { ids, price } = firstLeafPath(sample.product.optPrices ?? []);
  const qnt = Math.min(999, Math.ceil(1100 / Math.max(price, 1)));
  const delivery = { name: 'Оксана', surname: 'Петренко', phone: '+38 (050) 111-22-33', city: 'Одесса', pickup: true };
  const res = await context.request.post(audit.url('/api/order'), {
    data: { orderItems: [{ productId: sample.product._id, optionValueIds: ids, qnt }], delivery, langKey: 'ru' },
    headers: { origin: audit.url('') },
  });
  if (res.ok()) sample.orderId = ((await res.json()) as { _id?: string; order?: { _id: string } })._id ?? undefined;
  else console.error(`sample order: ${res.status()} ${await res.text()}`);
  await context.close();
}
