/**
 * The storefront's own pages. Home, catalog and product are in the first bundle: the server renders them, and
 * the browser's first render must draw the same page at once (a lazy page would show a spinner in between).
 * The rest load when visited.
 */
import { lazy } from 'react';

export { HomePage } from '../features/home/HomePage';
export { default as CatalogPage } from '../features/catalog/CatalogPage';
export { default as ProductPage } from '../features/product/ProductPage';
export const IdRedirectPage = lazy(() => import('../features/catalog/IdRedirectPage'));
export const InformationPage = lazy(() => import('../features/info/InformationPage'));
export const ContactsPage = lazy(() => import('../features/info/ContactsPage'));
export const MapPage = lazy(() => import('../features/info/MapPage'));
