import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { brotliDecoded, lengthInEtag, ownBytes, plainEtag } from '@shop/shared';
import { HOP_BY_HOP as PROXY_HOP_BY_HOP } from '../proxy/hop-by-hop';
import { withLazyBody } from './lazy-body';

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as JSON (decoded, the first time it is read, if the catalog sent it compressed). */
  body: Buffer;
  /** The body as the catalog sent it in brotli (a brand price list, the catalog tree), kept beside the JSON as it is. */
  br?: Buffer;
}

const HOP_BY_HOP = new Set([
  ...PROXY_HOP_BY_HOP,
  'transfer-encoding',
  'content-length',
  // The gateway answers conditional requests itself, from the full answer.
  'if-none-match',
  'if-modified-since',
]);

/**
 * The request's end-to-end headers, as the proxy passes them: the gateway-only ones were already replaced by
 * the gateway's own (stampClient), so the catalog sees the client the gateway saw and no user header.
 */
export function forwardedHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

const TIMEOUT_MS = 30_000;

class CatalogTimedOut extends Error {
  constructor() {
    super('catalog timed out');
  }
}

/**
 * The catalog sends what it keeps finished (a brand's price list, the catalog tree) in brotli
 * (read-cache/kept-brotli.ts): the gateway keeps those bytes for the clients that take brotli instead of
 * compressing the answer again, and the JSON for the others, decoded when one of them (or a page) first needs it.
 */
function decoded(answer: UpstreamAnswer): UpstreamAnswer {
  const { 'content-encoding': encoding, etag, ...headers } = answer.headers;
  if (encoding !== 'br') return answer;
  const plain = etag === undefined ? {} : { etag: plainEtag(etag, 'br') };
  const br = answer.body;
  return withLazyBody({ status: answer.status, headers: { ...headers, ...plain }, br }, () =>
    ownBytes(brotliDecoded(br, lengthInEtag(etag))),
  );
}

/** One request to the catalog over a kept-alive connection, its whole answer read into memory. */
function fetchUpstream(
  agent: Agent,
  url: URL,
  options: { method: string; headers: OutgoingHttpHeaders; body?: Buffer },
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const length = options.body ? { 'content-length': options.body.length } : {};
    const headers = { ...options.headers, ...length, 'accept-encoding': 'br' };
    const req = request(url, { method: options.method, headers, agent, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve(decoded({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) })),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new CatalogTimedOut()));
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * A public read of the catalog (fetchUpstream). One that failed before its answer (a replica stopped, or its
 * connection could not open) is sent once more: reads are safe to repeat, and the agent gives the new
 * connection to another replica. One that timed out is not: the catalog had it all that time.
 */
export function readUpstream(
  agent: Agent,
  url: URL,
  options: { method: string; headers: OutgoingHttpHeaders; body?: Buffer },
): Promise<UpstreamAnswer> {
  return fetchUpstream(agent, url, options).catch((error: Error) => {
    if (error instanceof CatalogTimedOut) throw error;
    return fetchUpstream(agent, url, options);
  });
}

/** Copies an answer's end-to-end headers onto the gateway's response. */
export function copyHeaders(from: IncomingHttpHeaders, setHeader: (name: string, value: string | string[]) => void) {
  for (const [name, value] of Object.entries(from)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'date') setHeader(name, value);
  }
}
