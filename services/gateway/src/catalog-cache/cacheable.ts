import type { Request } from 'express';

/** The catalog's public reads: the same answer for every visitor until the catalog changes. */
const GET_READS =
  /^\/api\/(catalogs(\/catalog\/[^/]+)?|products\/(showcase|product\/[^/]+|brand\/[^/]+)|brands|options|information|gallery)\/?$/;
const POST_READS = /^\/api\/(products\/(catalog|search)|catalogs\/navbar)\/?$/;

export type ReadKind = 'get' | 'post';

export function publicRead(req: Request): ReadKind | undefined {
  if ((req.method === 'GET' || req.method === 'HEAD') && GET_READS.test(req.path)) return 'get';
  if (req.method === 'POST' && POST_READS.test(req.path)) return 'post';
  return undefined;
}
