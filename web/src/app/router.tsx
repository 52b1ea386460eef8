/** Every route of the spec's route table; shop routes also live under the /ua prefix. */
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import {
  brandsKey,
  catalogKey,
  catalogProductsKey,
  galleryKey,
  sidebarKey,
  productKey,
  ratesKey,
  shopContactsKey,
  showcaseKey,
  type ApiKey,
} from '../shared/api/keys';
import { ClientErrorPage, RouteErrorPage, ServerErrorPage } from '../features/errors/ErrorPages';
import { firstPanel } from '../features/catalog/panel';
import * as pages from './pages';
import * as owned from './routes';
import { RequireAdmin } from './RequireAdmin';
import { Root } from './Root';

const page = (path: string, Page: ComponentType): RouteObject => ({ path, element: <Page /> });

/**
 * A route's first-screen reads (SWR keys), which the server fetches and renders the page with. Some depend on
 * other answers (`answer` gives those already fetched, undefined before): the server asks again until none are new.
 */
interface DataHandle {
  data(params: Params, answer: (key: ApiKey) => unknown): ApiKey[];
}
const withData = (route: RouteObject, data: DataHandle['data']): RouteObject => ({ ...route, handle: { data } });

const shopRoutes: RouteObject[] = [
  withData({ index: true, element: <pages.HomePage /> }, () => [galleryKey, showcaseKey]),
  withData(page('catalog/:slug/:id', pages.CatalogPage), ({ id = '' }) => [catalogKey(id), catalogProductsKey(id, [])]),
  withData(page('product/:slug/:id', pages.ProductPage), ({ id = '' }) => [productKey(id)]),
  { path: 'catalog/:id', element: <pages.IdRedirectPage kind="catalog" /> },
  { path: 'product/:id', element: <pages.IdRedirectPage kind="product" /> },
  page('cart', owned.CartPage),
  page('checkout', owned.CheckoutPage),
  page('information', pages.InformationPage),
  page('contacts', pages.ContactsPage),
  page('map', pages.MapPage),
  page('login', owned.LoginPage),
  page('order_page/:id', owned.OrderPage),
  page('order_user_list/:id', owned.OrderUserListPage),
  page('user_profile', owned.UserProfilePage),
  page('error_server', ServerErrorPage),
  page('error_client', ClientErrorPage),
  page('*', ClientErrorPage),
];

const admin = (path: string, Page: ComponentType): RouteObject => ({
  path,
  element: (
    <RequireAdmin>
      <Page />
    </RequireAdmin>
  ),
});

const adminRoutes: RouteObject[] = [
  admin('add_catalog', owned.AddCatalogPage),
  admin('edit_catalog/:id', owned.EditCatalogPage),
  admin('add_product', owned.AddProductPage),
  admin('edit_product/:id', owned.EditProductPage),
  admin('edit_options', owned.EditOptionsPage),
  admin('edit_information', owned.EditInformationPage),
  admin('users_list', owned.UsersListPage),
  admin('order_admin_list', owned.OrderAdminListPage),
  admin('edit_gallery', owned.EditGalleryPage),
  admin('edit_brands', owned.EditBrandsPage),
  admin('sales_dashboard', owned.SalesDashboardPage),
  admin('price_sheet', owned.PriceSheetPage),
];

export const routes: RouteObject[] = [
  withData(
    {
      path: '/',
      element: <Root />,
      errorElement: <RouteErrorPage />,
      children: [{ path: 'ua', children: shopRoutes }, ...adminRoutes, ...shopRoutes],
    },
    ({ id }, answer) => [
      sidebarKey([], firstPanel(id, answer)),
      brandsKey(firstPanel(id, answer)),
      shopContactsKey,
      ratesKey,
    ],
  ),
];

export const createRouter = () => createBrowserRouter(routes);

const dataOf = (route: RouteObject) => (route.handle as DataHandle | undefined)?.data;

/**
 * The SWR keys the page at this path reads first, the layout's included; none for a page that declares no data
 * of its own (the server renders only pages that do).
 */
export function dataKeys(pathname: string, answer: (key: ApiKey) => unknown = () => undefined): ApiKey[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  if (!dataOf(matches[matches.length - 1]?.route ?? {})) return [];
  return matches.flatMap((match) => dataOf(match.route)?.(match.params, answer) ?? []);
}
