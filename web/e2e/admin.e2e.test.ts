/**
 * Issue 6, the admin journey in Chromium, driven like a person (clicks and typing; only the sign-in is a shortcut):
 * brand with a logo, option set, catalog, product with prices and an image, the storefront in both languages,
 * edit, delete with Да, gallery order, price-list export, currency rates, validation messages, screenshots.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { slugify } from '@shop/catalog/src/common/translit';
import { browserAvailable, BROWSER_SKIP_REASON, startE2E, type E2E } from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

const BRAND = { ru: 'Ажурный тест', ua: 'Ажурний тест' };
const ROOT = { ru: 'Колготки тест', ua: 'Колготи тест' };
const LEAF = { ru: 'Капроновые тест', ua: 'Капронові тест' };
const PRODUCT = { ru: 'Колготки веста 20 ден', ua: 'Колготи веста 20 ден' };
const RENAMED = 'Колготки веста 40 ден';
const SIZES = [
  { ru: '23', ua: '23', price: '120,5', shown: '120.50' },
  { ru: '25', ua: '25', price: '130', shown: '130.00' },
];

/** A small PNG made here, as an admin would pick a file from disk. */
const png = (color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();

const isCall = (method: string, pathname: string | RegExp) => (r: Response) =>
  r.request().method() === method &&
  (typeof pathname === 'string' ? new URL(r.url()).pathname === pathname : pathname.test(new URL(r.url()).pathname));

/** Clicks and waits for the call the click makes; fails with the server's answer when it is not 2xx. */
async function clickFor(page: Page, target: Locator, method: string, pathname: string | RegExp): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse(isCall(method, pathname)), target.click()]);
  if (!response.ok()) throw new Error(`${method} ${pathname}: ${response.status()} ${await response.text()}`);
  return response;
}

/** Fills the RU and UA inputs of a bilingual field (a fieldset named by its legend). */
async function fillBi(page: Page, legend: string, text: { ru: string; ua: string }, scope: Locator | Page = page) {
  const group = scope.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('RU', { exact: true }).fill(text.ru);
  await group.getByLabel('UA', { exact: true }).fill(text.ua);
}

/** Opens the upload modal with `button`, picks the PNG and uploads it. */
async function uploadThroughModal(page: Page, e2e: E2E, button: Locator, image: Buffer, shot?: string) {
  await button.click();
  const modal = page.getByRole('dialog', { name: 'Загрузка изображения' });
  await modal.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: image });
  if (shot) await e2e.screenshot(page, shot);
  await clickFor(page, modal.getByRole('button', { name: 'Загрузить', exact: true }), 'POST', '/api/image');
  await modal.waitFor({ state: 'hidden' });
}

/** Polls `read` (a few ms apart) until it deep-equals `expected`; then one more expect shows the difference. */
async function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!isDeepStrictEqual(await read(), expected) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  expect(await read()).toEqual(expected);
}

const toolbarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Администрирование' }).getByRole('link', { name, exact: true });

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Сохранить', exact: true });

describeBrowser('the admin journey of issue 6 in Chromium', () => {
  let e2e: E2E;
  let admin: BrowserContext;
  let page: Page;
  const created = { leafId: '', productId: '' };
  const timings: string[] = [];
  let started = Date.now();

  beforeAll(async () => {
    e2e = await startE2E({ products: 4 });
    admin = await e2e.context();
    await e2e.signIn(admin, { phone: '+38 (067) 555-44-33', userName: 'Админ', admin: true });
    page = await admin.newPage();
    page.setDefaultTimeout(20_000);
    timings.push(`start ${Date.now() - started} ms`);
  }, 180_000);
  beforeEach(() => {
    started = Date.now();
  });
  afterEach(() => {
    timings.push(`${expect.getState().currentTestName?.replace(/^.*Chromium /, '')}: ${Date.now() - started} ms`);
  });
  /** A step of the journey; on failure the admin's page is saved as admin-failed-<step>.png to look at. */
  const step = (name: string, body: () => Promise<void>) =>
    it(name, async () => {
      try {
        await body();
      } catch (err) {
        const file = `admin-failed-${name.slice(0, 40).replace(/\W+/g, '-')}.png`;
        await page.screenshot({ path: path.resolve(__dirname, '..', '..', 'test-results', 'screens', file) });
        throw err;
      }
    });
  afterAll(async () => {
    console.log(`admin journey timings:\n${timings.join('\n')}`);
    await e2e?.stop();
  });

  step('tells a signed-in customer they have no rights on /add_product', async () => {
    const customer = await e2e.context();
    await e2e.signIn(customer, { phone: '+38 (050) 123-45-67', userName: 'Покупатель' });
    const p = await customer.newPage();
    await p.goto(e2e.url('/add_product'));
    await p.getByText('У вас нет прав для просмотра этой страницы').waitFor();
    expect(await p.getByRole('navigation', { name: 'Администрирование' }).count()).toBe(0);
    await customer.close();
  });

  step('creates a brand with a logo uploaded through the modal', async () => {
    await page.goto(e2e.url('/'));
    await toolbarLink(page, 'Бренды').click();
    await page.getByRole('heading', { name: 'Бренды', level: 1 }).waitFor();
    await page.locator('.admin-table tbody tr').first().waitFor();
    await e2e.screenshot(page, 'admin-brands');
    await save(page).click();
    await alert(page, 'Название бренда на двух языках обязательно').waitFor();
    await fillBi(page, 'Название бренда', BRAND);
    const upload = page.getByRole('button', { name: 'Загрузить изображение' });
    await uploadThroughModal(page, e2e, upload, await png({ r: 200, g: 40, b: 90 }), 'admin-upload-modal');
    await expect(page.locator('.admin-image__preview').getAttribute('src')).resolves.toMatch(/^\/images\/.+\.webp$/);
    await clickFor(page, save(page), 'POST', '/api/brands');
    const row = page.getByRole('row').filter({ hasText: BRAND.ru });
    await row.waitFor();
    await expect(row.locator('img').getAttribute('src')).resolves.toMatch(/^\/images\/.+\.webp$/);
    await e2e.screenshot(page, 'admin-brands-saved');
  });

  step('creates an option set "size" with two values', async () => {
    await toolbarLink(page, 'Опции').click();
    await page.getByLabel('Название набора опций').fill('размеры тест');
    await fillBi(page, 'Новая опция (например, Размер / Розмір)', { ru: 'Размер', ua: 'Розмір' });
    await page.getByRole('button', { name: 'Добавить опцию' }).click();
    const card = page.locator('.admin-card').filter({ has: page.getByRole('heading', { name: 'Размер / Розмір' }) });
    for (const size of SIZES) {
      await fillBi(page, 'Новое значение', size, card);
      await card.getByRole('button', { name: 'Добавить значение' }).click();
      await card.locator('.admin-chip', { hasText: `${size.ru} / ${size.ua}` }).waitFor();
    }
    await e2e.screenshot(page, 'admin-options');
    await clickFor(page, save(page), 'POST', '/api/options');
    await page.getByRole('row').filter({ hasText: 'Размеры тест' }).waitFor();
  });

  step('refuses a catalog without a name, then creates a root and a leaf under it', async () => {
    await toolbarLink(page, 'Новый каталог').click();
    await page.getByRole('heading', { name: 'Новый каталог', level: 1 }).waitFor();
    await save(page).click();
    await alert(page, 'Поле Каталог должно быть заполнено на обоих языках').waitFor();
    await e2e.screenshot(page, 'admin-catalog-empty-name');
    await fillBi(page, 'Каталог', ROOT);
    await clickFor(page, save(page), 'POST', '/api/catalogs');
    await page.waitForURL((u) => u.pathname === '/');

    await toolbarLink(page, 'Новый каталог').click();
    await fillBi(page, 'Каталог', LEAF);
    const parent = page.getByLabel('Родительский каталог');
    await parent.locator('option', { hasText: ROOT.ru }).waitFor({ state: 'attached' });
    const rootId = await parent.locator('option', { hasText: ROOT.ru }).getAttribute('value');
    await parent.selectOption(rootId!);
    await e2e.screenshot(page, 'admin-catalog-add');
    const response = await clickFor(page, save(page), 'POST', '/api/catalogs');
    const body = (await response.json()) as { catalog?: { _id: string }; _id?: string };
    created.leafId = body.catalog?._id ?? body._id ?? '';
    expect(created.leafId).toBeTruthy();
    await page.waitForURL((u) => u.pathname === '/');
  });

  step('refuses a product without a name, then creates one with prices per size and an image', async () => {
    await toolbarLink(page, 'Новый товар').click();
    await page.getByRole('heading', { name: 'Новый товар', level: 1 }).waitFor();
    await save(page).click();
    await alert(page, 'Поле Название должно быть заполнено в обоих языках').waitFor();
    await fillBi(page, 'Название', PRODUCT);
    await fillBi(page, 'Описание', { ru: 'Тонкие капроновые колготки', ua: 'Тонкі капронові колготи' });
    await page.getByLabel('Бренд', { exact: true }).selectOption({ label: BRAND.ru });
    const catalog = page.getByLabel('Каталог', { exact: true });
    await catalog.selectOption(created.leafId);
    await page.getByLabel('Набор опций').selectOption({ label: 'Размеры тест' });
    await page.getByRole('button', { name: 'Размер / Розмір' }).click();
    for (const size of SIZES) await page.getByRole('button', { name: size.ru, exact: true }).click();
    for (const size of SIZES) {
      const price = page.getByLabel(`Цена: ${size.ru}`);
      await price.fill(size.price);
      await price.blur();
      await expect(price.inputValue()).resolves.toBe(size.shown);
    }
    await page.getByLabel(`Штрихкод: ${SIZES[0].ru}`).fill('4820000000017');
    const upload = page.getByRole('button', { name: 'Загрузить изображение' });
    await uploadThroughModal(page, e2e, upload, await png({ r: 30, g: 90, b: 200 }));
    await page.getByRole('img', { name: 'Изображение 1' }).waitFor();
    await e2e.screenshot(page, 'admin-product-add');
    const response = await clickFor(page, save(page), 'POST', '/api/products');
    created.productId = ((await response.json()) as { product: { _id: string } }).product._id;
    await page.waitForURL(new RegExp(`/product/[^/]+/${created.productId}$`));
  });

  step('shows the product in the storefront in Russian and under /ua with its slugs', async () => {
    const id = created.productId;
    await page.getByRole('heading', { name: PRODUCT.ru, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/product/${slugify(PRODUCT.ru, 'ru')}/${id}`);
    await page.locator('.product-page__desc').getByText(BRAND.ru, { exact: true }).waitFor();
    await expect(page.locator('.product-page img').first().getAttribute('src')).resolves.toMatch(/\/images\//);
    await e2e.screenshot(page, 'admin-product-storefront-ru');
    await page.getByRole('button', { name: 'UA', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/ua/product/${slugify(PRODUCT.ua, 'ua')}/${id}`);
    await page.getByRole('heading', { name: PRODUCT.ua, level: 1 }).waitFor();
    await page.locator('.product-page__desc').getByText(BRAND.ua, { exact: true }).waitFor();
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: LEAF.ua, exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === `/ua/catalog/${slugify(LEAF.ua, 'ua')}/${created.leafId}`);
    await page.getByRole('link', { name: PRODUCT.ua }).first().waitFor();
    await page.getByRole('button', { name: 'RU', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/catalog/${slugify(LEAF.ru, 'ru')}/${created.leafId}`);
    await page.getByRole('link', { name: PRODUCT.ru }).first().waitFor();
  });

  step('edits the product: an empty name is refused, a new name shows in the storefront', async () => {
    await page.goto(e2e.url(`/product/${created.productId}`));
    await page.getByRole('link', { name: `Редактировать: ${PRODUCT.ru}` }).click();
    await page.getByRole('heading', { name: 'Редактирование товара', level: 1 }).waitFor();
    const name = page.getByRole('group', { name: 'Название', exact: true });
    await expect(name.getByLabel('RU', { exact: true }).inputValue()).resolves.toBe(PRODUCT.ru);
    await expect(page.getByLabel(`Цена: ${SIZES[1].ru}`).inputValue()).resolves.toBe(SIZES[1].shown);
    await e2e.screenshot(page, 'admin-product-edit');
    await name.getByLabel('RU', { exact: true }).fill('');
    await name.getByLabel('UA', { exact: true }).fill('');
    await save(page).click();
    await alert(page, 'Поле Название должно быть заполнено').waitFor();
    await fillBi(page, 'Название', { ru: RENAMED, ua: PRODUCT.ua });
    await clickFor(page, save(page), 'PUT', '/api/products');
    await page.getByRole('heading', { name: RENAMED, level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: RENAMED, level: 1 }).waitFor();
  });

  step('exports the brand price list as "Price {brand}.xlsx" that exceljs reads', async () => {
    await toolbarLink(page, 'Бренды').click();
    const row = page.getByRole('row').filter({ hasText: BRAND.ru });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Прайс .xlsx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Price ${BRAND.ru}.xlsx`);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'price-')), download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe(BRAND.ru);
    expect(sheet.getCell('A1').value).toBe(`Прайс ${BRAND.ru}.`);
    expect(sheet.getCell('A1').isMerged).toBe(true);
    const values = (sheet.getRow(3).values as unknown[]).slice(1);
    expect(values).toEqual([1, RENAMED, 'Размер: 23, 25', '120.50 - 130.00', 'UAH']);
    expect(sheet.getRow(4).getCell(4).value).toBe('120.50 UAH');
  });

  step('deletes the product with Да: it disappears from its catalog page', async () => {
    await page.goto(e2e.url(`/catalog/${created.leafId}`));
    await page.getByRole('link', { name: RENAMED }).first().click();
    await page.getByRole('heading', { name: RENAMED, level: 1 }).waitFor();
    await page.getByRole('button', { name: `Удалить: ${RENAMED}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await e2e.screenshot(page, 'admin-product-delete-confirm');
    const yes = dialog.getByRole('button', { name: 'Да', exact: true });
    await clickFor(page, yes, 'DELETE', `/api/products/${created.productId}`);
    for (const visit of [() => page.waitForURL(/\/catalog\//), () => page.reload()]) {
      await visit();
      await page.getByText('В этом каталоге пока нет товаров').waitFor();
      await page.getByText('(0 шт)').waitFor();
      expect(await page.getByRole('link', { name: RENAMED }).count()).toBe(0);
    }
  });

  step('moves gallery cards left and right; the order survives a reload', async () => {
    await toolbarLink(page, 'Галерея').click();
    const cards = page.getByRole('list', { name: 'Карточки галереи по порядку' }).getByRole('listitem');
    await cards.nth(2).waitFor();
    const order = () => cards.locator('.gallery-admin__text').allInnerTexts();
    const before = await order();
    await e2e.screenshot(page, 'admin-gallery');
    await clickFor(
      page,
      cards.nth(0).getByRole('button', { name: 'Переместить вправо' }),
      'POST',
      '/api/gallery/cards',
    );
    const swapped = [before[1], before[0], ...before.slice(2)];
    await until(order, swapped);
    const last = before.length - 1;
    await clickFor(
      page,
      cards.nth(last).getByRole('button', { name: 'Переместить влево' }),
      'POST',
      '/api/gallery/cards',
    );
    const expected = [...swapped.slice(0, last - 1), swapped[last], swapped[last - 1]];
    await until(order, expected);
    await page.reload();
    await cards.nth(last).waitFor();
    expect(await order()).toEqual(expected);
  });

  step('saves currency rates as numbers, ignoring non-numeric typing, and closes the dropdown', async () => {
    await page.getByRole('button', { name: 'Курс валют ▾' }).click();
    const usd = page.getByLabel('USD', { exact: true });
    const eur = page.getByLabel('EUR', { exact: true });
    await usd.fill('');
    await usd.pressSequentially('3x9.85$');
    await expect(usd.inputValue()).resolves.toBe('39.85');
    await eur.fill('');
    await eur.pressSequentially('43,1');
    await e2e.screenshot(page, 'admin-currency-rates');
    const toolbar = page.getByRole('navigation', { name: 'Администрирование' });
    const response = await clickFor(
      page,
      toolbar.getByRole('button', { name: 'Сохранить' }),
      'POST',
      '/api/currencyrate',
    );
    expect(response.request().postDataJSON()).toEqual({ USD: 39.85, EUR: 43.1 });
    await usd.waitFor({ state: 'detached' });
    await page.locator('.rates').getByText('39.85').waitFor();
    await page.locator('.rates').getByText('43.10').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Курс валют ▾' }).click();
    await expect(page.getByLabel('USD', { exact: true }).inputValue()).resolves.toBe('39.85');
  });

  step('shows the remaining admin screens (screenshots to look at)', async () => {
    const filled = (group: string) => () =>
      until(async () => (await page.getByRole('group', { name: group }).getByLabel('RU').inputValue()) !== '', true);
    const screens: [string, string, () => Promise<unknown>][] = [
      ['/edit_information', 'admin-information', filled('О нас')],
      ['/users_list', 'admin-users', () => page.getByRole('cell', { name: 'Покупатель', exact: true }).waitFor()],
      ['/order_admin_list', 'admin-orders', () => page.getByText('Заказов пока нет').waitFor()],
      [`/edit_catalog/${created.leafId}`, 'admin-catalog-edit', filled('Каталог')],
    ];
    for (const [pathname, shot, ready] of screens) {
      await page.goto(e2e.url(pathname));
      await ready();
      await e2e.screenshot(page, shot);
    }
    await expect(page.getByLabel('Родительский каталог').inputValue()).resolves.not.toBe('');
  });
});
