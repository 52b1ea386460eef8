import request from 'supertest';
import type { Pool } from './db';
import { MemoryBus } from './events/memory-bus';
import { createLogger } from './logger';
import { proxyTrust } from './proxy-trust';
import { createServiceApp, type ServiceModule } from './service';
import { TEST_SECRET } from './testing/service';

/** A service whose one route answers what express believes about the caller. */
const whoCalls: ServiceModule = {
  name: 'identity',
  migrationsDir: '',
  routes: (app) => void app.get('/who', (req, res) => res.json({ ip: req.ip, secure: req.secure })),
};

const serviceApp = (env: NodeJS.ProcessEnv) =>
  createServiceApp(whoCalls, {
    pool: {} as Pool,
    bus: new MemoryBus(),
    logger: createLogger('test', 'silent'),
    secret: TEST_SECRET,
    env,
  });

const ask = async (env: NodeJS.ProcessEnv) =>
  (
    await request(await serviceApp(env))
      .get('/who')
      .set('x-forwarded-for', '198.51.100.7')
      .set('x-forwarded-proto', 'https')
      .expect(200)
  ).body;

describe('a service behind the gateway', () => {
  it('believes the client and scheme the gateway (on loopback by default) passes on', async () => {
    expect(await ask({})).toEqual({ ip: '198.51.100.7', secure: true });
  });

  it('believes only the hops TRUST_PROXY lists', async () => {
    expect(await ask({ TRUST_PROXY: '192.0.2.10, 172.16.0.0/12' })).toEqual({
      ip: expect.stringMatching(/127\.0\.0\.1$/),
      secure: false,
    });
  });
});

describe('proxyTrust', () => {
  it('gives each address its own verdict, asked again and again (each is remembered)', () => {
    const trust = proxyTrust('192.0.2.10, 172.16.0.0/12');
    const asked = ['192.0.2.10', '192.0.2.11', '172.16.4.5', '127.0.0.1', '::ffff:192.0.2.10', '192.0.2.10'];
    const verdicts = [true, false, true, false, true, true];
    for (let round = 0; round < 3; round++) expect(asked.map((address) => trust(address, 0))).toEqual(verdicts);
    expect(trust(undefined, 0)).toBe(false);
  });
});
