/** Every route of the spec's route table; shop routes also live under the /ua prefix. */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ClientErrorPage, RouteErrorPage, ServerErrorPage } from '../features/errors/ErrorPages';
import * as pages from './pages';
import * as owned from './routes';
import { RequireAdmin } from './RequireAdmin';
import { Root } from './Root';

const page = (path: string, Page: ComponentType): RouteObject => ({ path, element: <Page /> });

const shopRoutes: RouteObject[] = [
  { index: true, element: <pages.HomePage /> },
  page('catalog/:slug/:id', pages.CatalogPage),
  page('product/:slug/:id', pages.ProductPage),
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
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [{ path: 'ua', children: shopRoutes }, ...adminRoutes, ...shopRoutes],
  },
];

export const createRouter = () => createBrowserRouter(routes);
