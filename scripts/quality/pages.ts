import type { PriceTreeNode } from '@shop/shared/src/domain';

export interface AuditPage {
  name: string;
  path: string;
  /** Who looks at it: a visitor, a signed-in customer or the administrator. */
  as: 'visitor' | 'customer' | 'admin';
}

export interface ShopSample {
  catalog: { _id: string; slug: { ru: string } };
  product: { _id: string; slug: { ru: string }; optPrices?: PriceTreeNode[] };
  userId: string;
  orderId?: string;
}

export const catalogPath = (s: ShopSample) => `/catalog/${s.catalog.slug.ru}/${s.catalog._id}`;
export const productPath = (s: ShopSample) => `/product/${s.product.slug.ru}/${s.product._id}`;

/** The pages Lighthouse scores: a shopper's home, a catalog and a product. */
export const lighthousePages = (s: ShopSample): AuditPage[] => [
  { name: 'home', path: '/', as: 'visitor' },
  { name: 'catalog', path: catalogPath(s), as: 'visitor' },
  { name: 'product', path: productPath(s), as: 'visitor' },
];

/** Every storefront page of spec section 2, in both languages where it matters. */
export const storefrontPages = (s: ShopSample): AuditPage[] => [
  ...lighthousePages(s),
  { name: 'home (ua)', path: '/ua', as: 'visitor' },
  { name: 'catalog (ua)', path: `/ua${catalogPath(s)}`, as: 'visitor' },
  { name: 'product (ua)', path: `/ua${productPath(s)}`, as: 'visitor' },
  { name: 'cart', path: '/cart', as: 'visitor' },
  { name: 'checkout', path: '/checkout', as: 'visitor' },
  { name: 'information', path: '/information', as: 'visitor' },
  { name: 'contacts', path: '/contacts', as: 'visitor' },
  { name: 'map', path: '/map', as: 'visitor' },
  { name: 'login', path: '/login', as: 'visitor' },
  { name: 'error_server', path: '/error_server?message=Ошибка', as: 'visitor' },
  { name: 'not found', path: '/no-such-page', as: 'visitor' },
  { name: 'user_profile', path: '/user_profile', as: 'customer' },
  { name: 'order_user_list', path: `/order_user_list/${s.userId}`, as: 'customer' },
  ...(s.orderId ? [{ name: 'order_page', path: `/order_page/${s.orderId}`, as: 'customer' as const }] : []),
];

/** Every admin page of spec section 2. */
export const adminPages = (s: ShopSample): AuditPage[] =>
  [
    '/edit_brands',
    '/add_catalog',
    `/edit_catalog/${s.catalog._id}`,
    '/add_product',
    `/edit_product/${s.product._id}`,
    '/edit_options',
    '/order_admin_list',
    '/users_list',
    '/edit_information',
    '/edit_gallery',
  ].map((path) => ({ name: path.split('/')[1], path, as: 'admin' }));
