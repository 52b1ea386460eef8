/**
 * The app rendered on the server (built by `vite build --ssr` into dist/.ssr/entry-server.cjs, which the
 * gateway loads): the first screen of home, catalog and product pages as HTML, drawn from the API answers the
 * gateway fetched for dataKeys(pathname). The browser then renders the same page from the same answers.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dataKeys, routes } from './app/router';
import { AppDataProvider } from './app/ssr/AppDataProvider';
import { APP_DATA_ID, type AppData } from './app/ssr/appData';

export { dataKeys };
export const dataScriptId = APP_DATA_ID;

const handler = createStaticHandler(routes);

/** The HTML inside #root for a URL (path and query), with `data` as SWR's fallback. */
export async function render(url: string, data: AppData): Promise<string> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`the router answered ${context.status} for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppDataProvider data={data}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppDataProvider>
    </StrictMode>,
  );
}
