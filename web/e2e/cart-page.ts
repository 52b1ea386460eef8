/** The cart and checkout pages as the shopper reads and fills them (rows, cells, totals, the form). */
import type { Page } from 'playwright-core';
import type { Lang } from '@shop/shared/src/domain';
import { TEXT, isCall, type Item, type Leaf } from './shopper';

/** The cart row's label: the model and its option values (how the cart names its quantity and remove controls). */
export const lineLabel = (item: Item, leaf: Leaf, lang: Lang) =>
  [item.product.name[lang], leaf.label[lang]].filter(Boolean).join(', ');

export const cartQnt = (page: Page, lang: Lang, item: Item, leaf: Leaf) =>
  page.getByRole('textbox', { name: `${TEXT[lang].quantity}: ${lineLabel(item, leaf, lang)}`, exact: true });

export const cartRows = (page: Page) => page.locator('.lines-table tbody tr');

/** The text of a cart row's cells after the model: option values, price, quantity (a field), sum, actions. */
export async function rowCells(page: Page, lang: Lang, item: Item, leaf: Leaf): Promise<string[]> {
  const row = cartRows(page).filter({ has: cartQnt(page, lang, item, leaf) });
  return (await row.locator('td').allInnerTexts()).map((t) => t.trim());
}

export async function headers(page: Page): Promise<string[]> {
  const all = await page.locator('.lines-table thead th').allTextContents();
  return all.map((t) => t.trim()).filter(Boolean);
}

export async function totalsText(page: Page): Promise<string> {
  return (await page.locator('.cart-totals').first().innerText()).replace(/[ \t\n]+/g, ' ').trim();
}

export const field = (page: Page, lang: Lang, name: 'name' | 'surname' | 'phone' | 'city' | 'branch') =>
  page.getByRole('textbox', { name: TEXT[lang][name], exact: true });

export const sendButton = (page: Page, lang: Lang) => page.getByRole('button', { name: TEXT[lang].send, exact: true });

/** Types the ten digits after '+38 (' at the end of the phone field, key by key, as a person does. */
export async function typePhone(page: Page, lang: Lang, digits: string): Promise<void> {
  const phone = field(page, lang, 'phone');
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(digits);
}

export interface PlacedOrder {
  _id: string;
  count: number;
  userId: string | null;
  totalAmount: number;
}

/** Presses Send and waits for the order the server accepted (201). */
export async function placeOrder(page: Page, lang: Lang): Promise<PlacedOrder> {
  const [response] = await Promise.all([
    page.waitForResponse(isCall('POST', '/api/order')),
    sendButton(page, lang).click(),
  ]);
  if (response.status() !== 201) throw new Error(`POST /api/order: ${response.status()} ${await response.text()}`);
  return (await response.json()) as PlacedOrder;
}

/** The cart lines kept in localStorage, with their expiry. */
export async function storedCart(page: Page): Promise<{ lines: { qnt: number }[]; expiresAt: number } | null> {
  const raw = await page.evaluate(() => localStorage.getItem('cart'));
  return raw ? JSON.parse(raw) : null;
}

/** Every body row of the page's table as the text of its cells. */
export async function tableCells(page: Page): Promise<string[][]> {
  return cartRows(page).evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.children, (cell) => (cell.textContent ?? '').trim())),
  );
}

/** The order detail's facts as {label: value}. */
export async function orderFacts(page: Page): Promise<Record<string, string>> {
  const pairs = await page
    .locator('.order-facts > div')
    .evaluateAll((divs) =>
      divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']),
    );
  return Object.fromEntries(pairs);
}
