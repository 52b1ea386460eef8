/** The catalog's public reads: the same answer for every visitor until the catalog changes. */
const GET_READS =
  /^\/api\/(catalogs(\/catalog\/[^/]+)?|products\/(showcase|product\/[^/]+|brand\/[^/]+)|brands|options|information(\/contacts)?|gallery)\/?$/;
const POST_READS = /^\/api\/(products\/(catalog|search)|catalogs\/(navbar|sidebar))\/?$/;

export type ReadKind = 'get' | 'post';

export function publicRead(method: string | undefined, pathname: string): ReadKind | undefined {
  if ((method === 'GET' || method === 'HEAD') && GET_READS.test(pathname)) return 'get';
  if (method === 'POST' && POST_READS.test(pathname)) return 'post';
  return undefined;
}
