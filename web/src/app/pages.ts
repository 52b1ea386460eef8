/** The storefront's own pages. Home is in the first bundle; the rest load when visited. */
import { lazy } from 'react';

export { HomePage } from '../features/home/HomePage';
export const CatalogPage = lazy(() => import('../features/catalog/CatalogPage'));
export const ProductPage = lazy(() => import('../features/product/ProductPage'));
export const IdRedirectPage = lazy(() => import('../features/catalog/IdRedirectPage'));
export const InformationPage = lazy(() => import('../features/info/InformationPage'));
export const ContactsPage = lazy(() => import('../features/info/ContactsPage'));
export const MapPage = lazy(() => import('../features/info/MapPage'));
