import { randomInt } from 'node:crypto';
import { publicRead } from '../catalog-cache/cacheable';
import { fetchCatalogAnswer, type CatalogClientDeps } from './catalog-client';
import { escapeHtml, jsonForScript } from './text';

/** An SWR key of the web app: a path it GETs, or [path, body] it POSTs. */
export type ApiKey = string | readonly [string, unknown];

/** What the app renders from on the server and starts from in the browser (web/src/app/ssr/appData.ts). */
export interface AppData {
  answers: [ApiKey, unknown][];
  seed: number;
}

/** The web app's server bundle (web/src/entry-server.tsx, built into dist/.ssr). */
export interface AppRenderer {
  /** The reads a page shows first; none for pages the app does not render on the server. */
  dataKeys(pathname: string): ApiKey[];
  /** The id of the JSON script the browser reads AppData from. */
  dataScriptId: string;
  /** The HTML inside #root for a URL. React escapes every text and attribute it writes. */
  render(url: string, data: AppData): Promise<string>;
}

export interface RenderedApp {
  html: string;
  /** AppData as a JSON script, escaped so nothing in it can end the script. */
  dataScript: string;
}

/** A bigger answer (a huge catalog) is left to the browser: the page must stay light. */
export const ANSWER_MAX_CHARS = 256 * 1024;

async function answerFor(key: ApiKey, deps: CatalogClientDeps): Promise<[ApiKey, unknown][]> {
  const [path, body] = typeof key === 'string' ? [key, undefined] : key;
  if (!publicRead(body === undefined ? 'GET' : 'POST', path)) return [];
  const answer = await fetchCatalogAnswer(deps, path, body);
  if (answer.status !== 'ok' || JSON.stringify(answer.data).length > ANSWER_MAX_CHARS) return [];
  return [[key, answer.data]];
}

/**
 * Starts fetching the public catalog reads the app shows first at this path; undefined when the app renders
 * nothing here. A read that fails is left out (the browser asks for it itself).
 */
export function appAnswers(
  app: AppRenderer | undefined,
  pathname: string,
  deps: CatalogClientDeps,
): Promise<AppData['answers']> | undefined {
  try {
    const keys = app?.dataKeys(pathname) ?? [];
    if (!keys.length) return undefined;
    return Promise.all(keys.map((key) => answerFor(key, deps))).then((found) => found.flat());
  } catch (error) {
    deps.logger?.warn({ err: error, pathname }, 'seo: the app could not name its data');
    return undefined;
  }
}

/** The app's HTML and data script for a URL; undefined when rendering fails (the page then keeps its SEO body). */
export async function renderApp(
  app: AppRenderer,
  url: string,
  answers: AppData['answers'],
  deps: Pick<CatalogClientDeps, 'logger'>,
): Promise<RenderedApp | undefined> {
  const data: AppData = { answers, seed: randomInt(2 ** 32 - 1) };
  try {
    const html = await app.render(url, data);
    const dataScript = `<script type="application/json" id="${escapeHtml(app.dataScriptId)}">${jsonForScript(data)}</script>`;
    return { html, dataScript };
  } catch (error) {
    deps.logger?.warn({ err: error, url }, 'seo: the app could not be rendered');
    return undefined;
  }
}
