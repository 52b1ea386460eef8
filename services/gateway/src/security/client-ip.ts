import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Express's `trust proxy` setting: X-Forwarded-For is believed only from a hop on this machine. */
export const TRUSTED_PROXIES = 'loopback';
const trusted = proxyaddr.compile(TRUSTED_PROXIES);

/**
 * The client's address as express sees it (the same function does the work): the nginx of docker-compose or a
 * local proxy may say who it forwards for, nobody else. The fast lane and express count rate limits by it.
 */
export const clientIp = (req: IncomingMessage): string => proxyaddr(req, trusted) ?? 'unknown';
