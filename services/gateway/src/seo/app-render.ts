import { randomInt } from 'node:crypto';
import type { ApiKey, AppData } from '@shop/shared/src/app-data';
import { fetchAnswer, type CatalogClientDeps } from './catalog-client';
import { escapeHtml, jsonForScript } from './text';

export type { ApiKey, AppData };

/** The web app's server bundle (web/src/entry-server.tsx, built into dist/.ssr). */
export interface AppRenderer {
  /**
   * The reads a page shows first; none for pages the app does not render on the server. Some depend on other
   * answers: `answer` gives those fetched so far (undefined for the rest).
   */
  dataKeys(pathname: string, answer?: (key: ApiKey) => unknown): ApiKey[];
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
  const answer = await fetchAnswer(deps, path, body);
  if (answer.status !== 'ok' || answer.chars > ANSWER_MAX_CHARS) return [];
  return [[key, answer.data]];
}

const idOf = (key: ApiKey) => (typeof key === 'string' ? key : JSON.stringify(key));

/** A page's reads depend on one another at most this deep (a catalog, then the brands of its panel). */
const ROUNDS = 2;

/** The app's keys for the page and their answers; asks the app again with the answers until no key is new. */
async function collectAnswers(
  app: AppRenderer,
  pathname: string,
  deps: CatalogClientDeps,
): Promise<AppData['answers']> {
  const found = new Map<string, [ApiKey, unknown]>();
  const asked = new Set<string>();
  const answer = (key: ApiKey) => found.get(idOf(key))?.[1];
  for (let round = 0; round < ROUNDS; round++) {
    const keys = app.dataKeys(pathname, answer).filter((key) => !asked.has(idOf(key)));
    if (!keys.length) break;
    for (const key of keys) asked.add(idOf(key));
    for (const [key, value] of (await Promise.all(keys.map((key) => answerFor(key, deps)))).flat())
      found.set(idOf(key), [key, value]);
  }
  // The keys with every answer known: an early guess (the brands before the panel was known) is dropped.
  return app.dataKeys(pathname, answer).flatMap((key) => {
    const hit = found.get(idOf(key));
    return hit ? [hit] : [];
  });
}

/**
 * Starts fetching the public reads the app shows first at this path (catalog reads, and the rates when the
 * orders service is known); undefined when the app renders nothing here or cannot name its reads. A read that
 * fails or is not allowed is left out: the browser asks for it itself.
 */
export function appAnswers(
  app: AppRenderer | undefined,
  pathname: string,
  deps: CatalogClientDeps,
): Promise<AppData['answers'] | undefined> | undefined {
  const failed = (error: unknown) => {
    deps.logger?.warn({ err: error, pathname }, 'seo: the app could not name its data');
    return undefined;
  };
  try {
    if (!app?.dataKeys(pathname).length) return undefined;
  } catch (error) {
    return failed(error);
  }
  return collectAnswers(app, pathname, deps).catch(failed);
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
