import { z } from 'zod';
import { baseEnv, ConfigError, loadConfig } from './config';
import { TEST_SECRET } from './testing/service';

describe('loadConfig', () => {
  const good = { DATABASE_URL: 'postgres://x@127.0.0.1/db', INTERNAL_SECRET: '0123456789abcdef' };

  it('parses good variables and applies defaults', () => {
    expect(loadConfig(baseEnv, good)).toMatchObject({ ...good, LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' });
  });

  it('names each missing or bad variable', () => {
    expect(() => loadConfig(baseEnv, { DATABASE_URL: 'mysql://x', NATS_URL: 'http://x' })).toThrow(ConfigError);
    try {
      loadConfig(baseEnv, { DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/INTERNAL_SECRET/);
    }
  });

  it('takes TRUST_PROXY as express does (names, addresses, CIDRs) and names it when it is not', () => {
    const list = 'loopback, 172.16.0.0/12, 10.0.0.5';
    expect(loadConfig(baseEnv, { ...good, TRUST_PROXY: list }).TRUST_PROXY).toBe(list);
    expect(() => loadConfig(baseEnv, { ...good, TRUST_PROXY: 'loopback, nginx' })).toThrow(/TRUST_PROXY/);
  });
});

describe('INTERNAL_SECRET in production', () => {
  const production = { DATABASE_URL: 'postgres://x@127.0.0.1/db', NODE_ENV: 'production' };
  const strong = 'f3a91c07d2b84e5596c1a0b7e4d23f8c6a5b19e07d4c2f81';
  const refused = (secret: string | undefined) => () =>
    loadConfig(baseEnv, secret === undefined ? production : { ...production, INTERNAL_SECRET: secret });

  it('starts with a generated secret', () => {
    expect(loadConfig(baseEnv, { ...production, INTERNAL_SECRET: strong }).INTERNAL_SECRET).toBe(strong);
  });

  it.each([
    ['a missing secret', undefined],
    ['a short secret (long enough for development)', '0123456789abcdef0123'],
    ['the old docker-compose default', 'change-me-to-a-long-random-secret'],
    ['the tests’ secret with more after it', `${TEST_SECRET}xyz`],
    ['the tests’ secret', TEST_SECRET],
    ['a placeholder', 'please-CHANGEME-before-going-live-0123'],
    ['one character repeated', 'x'.repeat(48)],
    ['a short pattern repeated', 'ab12'.repeat(12)],
    ['a random-looking half twice', 'f3a91c07d2b84e55f3a91c07d2b84e55'],
  ])('refuses %s, naming INTERNAL_SECRET', (_what, secret) => {
    expect(refused(secret)).toThrow(ConfigError);
    expect(refused(secret)).toThrow(/INTERNAL_SECRET/);
  });

  it('applies to every schema that reads the secret (the gateway extends the base one), and only in production', () => {
    const gatewayLike = baseEnv.omit({ DATABASE_URL: true }).extend({ GATEWAY_PORT: z.coerce.number().default(3000) });
    expect(() => loadConfig(gatewayLike, { NODE_ENV: 'production', INTERNAL_SECRET: 'x'.repeat(40) })).toThrow(
      /INTERNAL_SECRET/,
    );
    const development = { DATABASE_URL: production.DATABASE_URL, INTERNAL_SECRET: 'x'.repeat(16) };
    expect(loadConfig(baseEnv, development).INTERNAL_SECRET).toBe('x'.repeat(16));
  });
});
