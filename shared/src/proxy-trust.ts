import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { LRUCache } from 'lru-cache';

/** Decides whether the hop at `address` (`hop` counted from this server) is a proxy whose word is believed. */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

/**
 * The TRUST_PROXY setting as a list: addresses, CIDRs and proxy-addr's names (loopback, linklocal, uniquelocal).
 * An empty one is the default, loopback (compose writes unset variables as empty): this machine's own processes.
 */
export function trustedProxyList(setting: string): string[] {
  const list = setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return list.length ? list : ['loopback'];
}

/** Addresses whose verdict is remembered: a client's kept-alive connection asks about the same one each request. */
const REMEMBERED_ADDRESSES = 1024;

/**
 * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed, compiled once. Express takes the same
 * function as its `trust proxy`, so express and the code before it cannot disagree. Throws on a bad entry.
 * Each address's verdict is remembered: proxy-addr parses the address anew on every call, 4-5% of the gateway's
 * CPU on a kept answer (a CPU profile of 10 connections reading catalog pages).
 */
export function proxyTrust(setting: string): ProxyTrust {
  const trust = proxyaddr.compile(trustedProxyList(setting));
  // A compiled list judges the address alone, whatever its hop: the address is the whole key.
  const verdicts = new LRUCache<string, boolean>({ max: REMEMBERED_ADDRESSES });
  return (address, hop) => {
    if (address === undefined) return false;
    let verdict = verdicts.get(address);
    if (verdict === undefined) verdicts.set(address, (verdict = trust(address, hop)));
    return verdict;
  };
}

/** Why a TRUST_PROXY value cannot be used, or undefined when it can. */
export function trustSettingProblem(setting: string): string | undefined {
  try {
    proxyTrust(setting);
    return undefined;
  } catch (error) {
    return `must list addresses or CIDRs (or loopback, linklocal, uniquelocal): ${(error as Error).message}`;
  }
}

/** The client's address: the socket's, or the nearest untrusted address a chain of trusted proxies names. */
export const clientAddress = (req: IncomingMessage, trust: ProxyTrust): string =>
  proxyaddr(req, trust as (address: string, hop: number) => boolean) ?? 'unknown';

/** True for TLS to this server, or when the trusted proxy it came through says the client used https. */
export function cameOverHttps(req: IncomingMessage, trust: ProxyTrust): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trust(req.socket.remoteAddress, 0)) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '');
  return proto.split(',')[0].trim().toLowerCase() === 'https';
}
