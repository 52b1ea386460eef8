import { baseEnv, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const good = { DATABASE_URL: 'postgres://x@127.0.0.1/db', INTERNAL_SECRET: '0123456789abcdef' };

  it('parses good variables and applies defaults', () => {
    expect(loadConfig(baseEnv, good)).toMatchObject({ ...good, LOG_LEVEL: 'info' });
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
});
