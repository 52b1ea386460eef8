/**
 * What the gateway hands the web app beside the HTML it rendered with the app's server bundle (types only: the
 * browser reads the JSON itself, without zod).
 */

/** An SWR key of the web app: a path it GETs, or [path, body] it POSTs. */
export type ApiKey = string | readonly [string, unknown];

export interface AppData {
  /** The API answers the first screen shows, by the key the app reads them under. */
  answers: [ApiKey, unknown][];
  /** The seed of the home page's shuffle, so the browser keeps the server's order. */
  seed?: number;
}
