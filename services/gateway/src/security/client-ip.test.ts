import type { IncomingMessage } from 'node:http';
import { proxyTrust } from '@shop/shared';
import { clientOf, stampClient } from './client-ip';

const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('stampClient', () => {
  const view = (setting: string, publicHttps = false) => ({ trust: proxyTrust(setting), publicHttps });

  it('believes X-Forwarded-For from the trusted proxies only, as express does', () => {
    const ip = (setting: string, remote: string, forwarded?: string) =>
      stampClient(req(remote, forwarded ? { 'x-forwarded-for': forwarded } : {}), view(setting)).ip;
    expect(ip('loopback', '203.0.113.1', '198.51.100.7')).toBe('203.0.113.1');
    expect(ip('loopback', '127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(ip('loopback', '::ffff:127.0.0.1', '198.51.100.7, 127.0.0.1')).toBe('198.51.100.7');
    expect(ip('loopback', '127.0.0.1', 'spoofed, 198.51.100.7')).toBe('198.51.100.7');
    expect(ip('loopback', '::1')).toBe('::1');
    expect(ip('loopback, 172.16.0.0/12', '172.18.0.5', '198.51.100.7')).toBe('198.51.100.7');
    expect(ip('172.16.0.0/12', '127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
    expect(ip('', '127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(ip(' ', '203.0.113.1', '198.51.100.7')).toBe('203.0.113.1');
  });

  it('replaces the forwarded headers with its own word, once', () => {
    const request = req('172.18.0.5', { 'x-forwarded-for': '10.0.0.9, 198.51.100.7', forwarded: 'for=1.2.3.4' });
    const client = stampClient(request, view('172.16.0.0/12'));
    expect(request.headers).toEqual({ 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'http' });
    expect(stampClient(request, view('172.16.0.0/12'))).toBe(client);
    expect(clientOf(request)).toBe(client);
  });

  it('believes nothing about a request it has not stamped', () => {
    expect(clientOf(req('127.0.0.1', { 'x-forwarded-for': '198.51.100.7' }))).toEqual({
      ip: '127.0.0.1',
      https: false,
    });
  });
});
