import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
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

/** One request to the catalog over a kept-alive connection, its whole answer read into memory. */
export function fetchUpstream(
  agent: Agent,
  url: URL,
  options: { method: string; headers: OutgoingHttpHeaders; body?: Buffer },
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const headers = options.body ? { ...options.headers, 'content-length': options.body.length } : options.headers;
    const req = request(url, { method: options.method, headers, agent, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('catalog timed out')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Copies an answer's end-to-end headers onto the gateway's response. */
export function copyHeaders(from: IncomingHttpHeaders, setHeader: (name: string, value: string | string[]) => void) {
  for (const [name, value] of Object.entries(from)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'date') setHeader(name, value);
  }
}
