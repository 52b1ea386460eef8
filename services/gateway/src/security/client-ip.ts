import type { IncomingMessage } from 'node:http';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The client's address as express's `trust proxy: 'loopback'` sees it: X-Forwarded-For entries are believed
 * only while the hop that added them is this machine (the nginx of docker-compose or a local proxy).
 * Both the fast lane and express count rate limits by it, so one client has one count.
 */
export function clientIp(req: IncomingMessage): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const hops = [req.socket.remoteAddress ?? 'unknown', ...forwarded];
  return hops.find((address, i) => i === hops.length - 1 || !LOOPBACK.test(address))!;
}
