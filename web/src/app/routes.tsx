/**
 * Pages owned by other parts of the team. Replace a placeholder with a one-line lazy import of your page,
 * for example:  export const CartPage = lazy(() => import('../features/cart/CartPage'));
 * (a default export; or `.then((m) => ({ default: m.CartPage }))`). Keep them lazy: the first page stays small.
 */
import { lazy, type ComponentType } from 'react';

// cart, checkout and orders
export const CartPage: ComponentType = lazy(() => import('../features/cart/CartPage'));
export const CheckoutPage: ComponentType = lazy(() => import('../features/checkout/CheckoutPage'));
export const OrderPage: ComponentType = lazy(() => import('../features/orders/OrderPage'));
export const OrderUserListPage: ComponentType = lazy(() => import('../features/orders/OrderUserListPage'));

// sign-in, profile and users
export const LoginPage: ComponentType = lazy(() => import('../features/auth/LoginPage'));
export const UserProfilePage: ComponentType = lazy(() => import('../features/profile/ProfilePage'));

// admin screens (shown to admins only: the router wraps them in RequireAdmin)
export const UsersListPage: ComponentType = lazy(() => import('../features/users/UsersListPage'));
export const OrderAdminListPage: ComponentType = lazy(() => import('../features/orders/OrderAdminListPage'));
export const AddCatalogPage: ComponentType = lazy(() =>
  import('../features/admin/catalog/CatalogEditPage').then((m) => ({ default: m.AddCatalogPage })),
);
export const EditCatalogPage: ComponentType = lazy(() =>
  import('../features/admin/catalog/CatalogEditPage').then((m) => ({ default: m.EditCatalogPage })),
);
export const AddProductPage: ComponentType = lazy(() =>
  import('../features/admin/product/ProductEditPage').then((m) => ({ default: m.AddProductPage })),
);
export const EditProductPage: ComponentType = lazy(() =>
  import('../features/admin/product/ProductEditPage').then((m) => ({ default: m.EditProductPage })),
);
export const EditOptionsPage: ComponentType = lazy(() => import('../features/admin/options/OptionsPage'));
export const EditInformationPage: ComponentType = lazy(() => import('../features/admin/information/InformationPage'));
export const EditGalleryPage: ComponentType = lazy(() => import('../features/admin/gallery/GalleryPage'));
export const EditBrandsPage: ComponentType = lazy(() => import('../features/admin/brands/BrandsPage'));
export const SalesDashboardPage: ComponentType = lazy(() => import('../features/admin/sales/SalesDashboardPage'));
export const PriceSheetPage: ComponentType = lazy(() => import('../features/admin/price-list/PriceSheetPage'));

/** The admin toolbar (desktop, admins only), mounted by the layout above the page. */
export const AdminToolbar: ComponentType = lazy(() => import('../features/admin/toolbar/AdminToolbar'));
