export { renderSpaPage, type SeoDeps, type SpaPage } from './render';
export type { AppRenderer } from './app-render';
export {
  publicUrlOf,
  robotsHandler,
  robotsTxt,
  seoDepsFromEnv,
  seoPageRenderer,
  sitemapHandler,
  spaPageHandler,
  type SitemapOptions,
  type SpaHandlerOptions,
} from './handlers';
export { parseRoute, localePath, type SeoRoute } from './paths';
