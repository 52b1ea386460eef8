import { browserAvailable, BROWSER_SKIP_REASON, DESKTOP, PHONE, startE2E, type E2E } from './harness';

const describeBrowser = browserAvailable ? describe : describe.skip;
if (!browserAvailable) console.log(BROWSER_SKIP_REASON);

describeBrowser('the shop in Chromium: shell, languages and error pages', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 180_000);
  afterAll(() => e2e?.stop());

  it('shows the home page with both carousels and the header at desktop and phone width', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await e2e.context(viewport);
      const page = await context.newPage();
      await page.goto(e2e.url('/'));
      await page.getByRole('heading', { name: 'Новинки' }).waitFor();
      await page.getByRole('heading', { name: 'Популярное' }).waitFor();
      await e2e.screenshot(page, `home-${name}`);
      await context.close();
    }
  });

  it('runs home, catalog and product pages under the page CSP without a single violation', async () => {
    const json = async <T>(path: string) => (await (await fetch(e2e.url(path))).json()) as T;
    type Item = { _id: string; slug: { ru: string }; parentId?: string | null };
    const catalog = (await json<Item[]>('/api/catalogs')).find((c) => !c.parentId)!;
    const [product] = await json<Item[]>('/api/products/showcase');
    const context = await e2e.context();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const violations: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') violations.push(JSON.stringify(issue.details));
    });
    await cdp.send('Audits.enable');
    for (const path of [
      '/',
      `/catalog/${catalog.slug.ru}/${catalog._id}`,
      `/product/${product.slug.ru}/${product._id}`,
    ]) {
      await page.goto(e2e.url(path), { waitUntil: 'networkidle' });
      await page.locator('main h1, main h2').first().waitFor();
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('switches to Ukrainian under /ua and back, replacing the history entry', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await page.goto(e2e.url('/information'));
    await page.getByRole('button', { name: 'UA', exact: true }).click();
    await page.waitForURL(/\/ua\/information$/);
    await page.getByRole('button', { name: 'RU', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/information');
    await context.close();
  });

  it('shows the server error page with the message from the query', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await page.goto(e2e.url('/error_server?message=Тестовая%20ошибка'));
    await page.getByText('Ошибка сервера').first().waitFor();
    await page.getByText('Тестовая ошибка').waitFor();
    await page.goto(e2e.url('/ua/error_server?message=x'));
    await page.getByText('Помилка сервера').first().waitFor();
    await context.close();
  });

  it('tells a visitor on an admin page that they have no rights', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await page.goto(e2e.url('/edit_brands'));
    await page.getByText('У вас нет прав для просмотра этой страницы').waitFor();
    await context.close();
  });

  it('signs a customer in through the demo messenger path and shows their name in the user menu', async () => {
    const context = await e2e.context();
    await e2e.signIn(context, { phone: '+38 (050) 111-22-33', userName: 'Оксана' });
    const page = await context.newPage();
    await page.goto(e2e.url('/'));
    await page.getByText('Оксана').first().waitFor();
    await context.close();
  });
});
