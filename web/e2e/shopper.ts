/**
 * What the cart and checkout journeys share: picking demo products through the public API, the texts the shopper
 * reads in each language, and the few moves a person makes (open a product, choose quantities, add, read the badge).
 */
import { isDeepStrictEqual } from 'node:util';
import type { Locator, Page, Response } from 'playwright-core';
import type { Currency, CurrencyRate, Lang, PriceTreeNode } from '@shop/shared/src/domain';

export interface Leaf {
  /** Option value ids from the root, as the cart and the server know them ('base' left out). */
  ids: string[];
  /** The option values of the row, joined as the product page labels its quantity field. */
  label: Record<Lang, string>;
  price: number;
}

export interface DemoProduct {
  _id: string;
  name: Record<Lang, string>;
  slug: Record<Lang, string>;
  currencyValue: Currency;
  selfOpt: { id: string; ru: string; ua: string }[];
  optPrices: PriceTreeNode[];
}

export interface Item {
  product: DemoProduct;
  leaves: Leaf[];
}

export const TEXT = {
  ru: {
    prefix: '',
    addToCart: 'В корзину',
    added: 'Товар добавлен в корзину',
    cart: 'Корзина',
    quantity: 'Количество',
    increase: 'Больше',
    next: 'Далее',
    send: 'Отправить',
    name: 'Имя',
    surname: 'Фамилия',
    phone: 'Телефон',
    city: 'Город',
    branch: 'Отделение',
    pickup: 'Самовывоз',
    prepaid: 'Предоплата',
    headers: ['Модель', 'Размер', 'Цвет', 'Цена', 'Кол-во', 'Сумма'],
    total: 'Итого',
  },
  ua: {
    prefix: '/ua',
    addToCart: 'До кошика',
    added: 'Товар додано до кошика',
    cart: 'Кошик',
    quantity: 'Кількість',
    increase: 'Більше',
    next: 'Далі',
    send: 'Надіслати',
    name: "Ім'я",
    surname: 'Прізвище',
    phone: 'Телефон',
    city: 'Місто',
    branch: 'Відділення',
    pickup: 'Самовивіз',
    prepaid: 'Передоплата',
    headers: ['Модель', 'Розмір', 'Колір', 'Ціна', 'К-сть', 'Сума'],
    total: 'Разом',
  },
} as const;

function leavesOf(tree: PriceTreeNode[], path: PriceTreeNode[] = []): Leaf[] {
  return tree.flatMap((node) => {
    const here = [...path, node];
    if (node.add?.length) return leavesOf(node.add, here);
    const values = here.filter((n) => n.id !== 'base');
    const label = (lang: Lang) => values.map((n) => n[lang]).join(', ');
    return [{ ids: values.map((n) => n.id), label: { ru: label('ru'), ua: label('ua') }, price: node.price ?? 0 }];
  });
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every demo product, whole (the lists answer cards without the price tree): brand by brand. */
async function allProducts(base: string): Promise<DemoProduct[]> {
  const brands = await getJson<{ _id: string }[]>(`${base}/api/brands`);
  const lists = await Promise.all(
    brands.map(
      async (b) => (await getJson<{ products: DemoProduct[] }>(`${base}/api/products/brand/${b._id}`)).products,
    ),
  );
  return lists.flat();
}

/** The product as the catalog prices it now (its price tree), for the server-side check. */
export async function productById(base: string, id: string): Promise<DemoProduct> {
  return (await getJson<{ product: DemoProduct }>(`${base}/api/products/product/${id}`)).product;
}

export async function currencyRate(base: string): Promise<CurrencyRate> {
  return getJson<CurrencyRate>(`${base}/api/currencyrate`);
}

const pickOf = (product: DemoProduct): Item => ({ product, leaves: leavesOf(product.optPrices) });
const cheapest = (p: Item) => Math.min(...p.leaves.map((l) => l.price));

/**
 * Two demo products: socks priced in UAH with two options (size and colour) and at least two rows under 150 UAH,
 * and a product priced in USD or EUR with size only, so the cart shows both option columns and a converted price.
 */
export async function pickProducts(base: string): Promise<{ socks: Item; foreign: Item }> {
  const picks = (await allProducts(base)).map(pickOf);
  const socks = picks.find(
    (p) =>
      p.product.currencyValue === 'UAH' &&
      p.product.selfOpt.length === 2 &&
      p.leaves.filter((l) => l.price < 150).length >= 2,
  );
  const foreign = picks.find(
    (p) => p.product.currencyValue !== 'UAH' && p.product.selfOpt.length === 1 && cheapest(p) < 5,
  );
  if (!socks || !foreign) throw new Error('the demo catalog lacks the products this journey needs');
  return { socks, foreign };
}

export const productPath = (p: Item, lang: Lang) =>
  `${TEXT[lang].prefix}/product/${p.product.slug[lang]}/${p.product._id}`;

/** Opens the product page and waits for its option quantity editor. */
export async function openProduct(page: Page, url: (path: string) => string, p: Item, lang: Lang): Promise<void> {
  await page.goto(url(productPath(p, lang)));
  await page.getByRole('heading', { level: 1, name: p.product.name[lang] }).waitFor();
  await qntField(page, lang, p.leaves[0]).waitFor();
}

export const qntField = (page: Page | Locator, lang: Lang, leaf: Leaf) =>
  page.getByRole('textbox', { name: `${TEXT[lang].quantity}: ${leaf.label[lang]}`, exact: true });

/** Presses the row's plus `times` times, as a person would for a few pieces. */
export async function plus(page: Page, lang: Lang, leaf: Leaf, times: number): Promise<void> {
  const button = page.getByRole('button', { name: `${TEXT[lang].increase}: ${leaf.label[lang]}`, exact: true });
  for (let i = 0; i < times; i += 1) await button.click();
}

/** Adds the chosen quantities, waits for the toast and checks the quantity fields were reset. */
export async function addToCart(page: Page, lang: Lang, p: Item): Promise<void> {
  await page.getByRole('button', { name: TEXT[lang].addToCart }).click();
  await toast(page, TEXT[lang].added).waitFor();
  for (const leaf of p.leaves) {
    if ((await qntField(page, lang, leaf).inputValue()) !== '')
      throw new Error(`quantity of ${leaf.label.ru} not reset`);
  }
}

export const toast = (page: Page, text: string) => page.locator('.toaster').getByText(text, { exact: true }).last();

/** The cart link in the header, named with its count ('Корзина: 5'). */
export const cartLink = (page: Page, lang: Lang, count: number) =>
  page.getByRole('link', { name: `${TEXT[lang].cart}: ${count}`, exact: true });

/** The number on the header's cart badge, or null when the badge is hidden (empty cart). */
export async function badgeNumber(page: Page): Promise<string | null> {
  const badge = page.locator('.cart-btn__badge');
  return (await badge.count()) ? badge.innerText() : null;
}

export const isCall = (method: string, pathname: string) => (r: Response) =>
  r.request().method() === method && new URL(r.url()).pathname === pathname;

/** Money as the shop prints it: 2 decimals, a no-break space between thousands, the currency symbol. */
export function money(amount: number, symbol: string): string {
  const [int, dec] = amount.toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}.${dec}\u00a0${symbol}`;
}

export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Today on the shop's calendar (Kyiv) as DD-MM-YYYY. */
export function todayDDMMYYYY(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Kiev',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  return parts.replaceAll('/', '-');
}

/** The price of the leaf reached by the option value ids in a catalog price tree. */
export function leafPrice(tree: PriceTreeNode[], ids: string[]): number {
  let level = tree;
  let node: PriceTreeNode | undefined;
  for (const id of ids.length ? ids : ['base']) {
    node = level.find((n) => n.id === id);
    if (!node) throw new Error(`no option value ${id} in the price tree`);
    level = node.add ?? [];
  }
  if (node?.price === undefined) throw new Error('the option values do not reach a priced leaf');
  return node.price;
}

/** Polls `read` until it deep-equals `expected` (the page updates after an event); then expect shows any difference. */
export async function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!isDeepStrictEqual(value, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  expect(value).toEqual(expected);
}
