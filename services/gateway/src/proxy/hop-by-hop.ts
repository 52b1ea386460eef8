import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers of one connection, not of the request (RFC 9110 7.6.1): a proxy does not pass them on. A client's
 * `Connection: close` passed to a backend closed the gateway's kept-alive connection to it after every request.
 */
export const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

/** The hop-by-hop headers of a request: the standard ones and those its Connection header names. */
export function hopByHopOf(headers: IncomingHttpHeaders): string[] {
  const named = (headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase());
  return [...HOP_BY_HOP, ...named.filter(Boolean)];
}
