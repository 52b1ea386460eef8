import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { encodeLoginPayload, makeAuthKey, type EventEnvelope, type Lang } from '@shop/shared';
import { startTestService, type TestService } from '@shop/shared/src/testing/service';
import { identityService } from '../index';
import { startFakeTelegram, startFakeViber, type FakeApi } from './fakes';

export const TELEGRAM_TOKEN = '123456:TEST-token';
export const TELEGRAM_SECRET = 'webhook-secret_42';
export const VIBER_TOKEN = '4453b6ac12345678-e02c5f12174805f9-daec9cbb5448c51f';

export interface Identity {
  service: TestService;
  telegram: FakeApi;
  viber: FakeApi;
  /** `identity.user.authenticated` events seen on the bus. */
  authenticated: EventEnvelope<'identity.user.authenticated'>[];
  stop(): Promise<void>;
}

/** Both bots configured, their API calls sent to local fakes at these addresses. */
export const botsEnv = (telegramUrl: string, viberUrl: string): NodeJS.ProcessEnv => ({
  TELEGRAM_BOT_TOKEN: TELEGRAM_TOKEN,
  TELEGRAM_BOT_NAME: 'shop_test_bot',
  TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET,
  TELEGRAM_API_ROOT: telegramUrl,
  VIBER_AUTH_TOKEN: VIBER_TOKEN,
  VIBER_BOT_NAME: 'shoptestbot',
  VIBER_API_URL: viberUrl,
});

/** Identity with both bots pointed at local fakes of the Telegram and Viber APIs. */
export async function startIdentity(env: NodeJS.ProcessEnv = {}): Promise<Identity> {
  const telegram = await startFakeTelegram(TELEGRAM_TOKEN);
  const viber = await startFakeViber(VIBER_TOKEN);
  const service = await startTestService(identityService, {
    env: {
      ...botsEnv(telegram.url, viber.url),
      NOTIFY_DURABLE: `identity-test-${randomBytes(4).toString('hex')}`,
      SHOP_DEMO: '',
      PUBLIC_URL: '',
      ...env,
    },
  });
  const authenticated: Identity['authenticated'] = [];
  await service.bus.subscribe('identity.user.authenticated', (event) => void authenticated.push(event));
  return {
    service,
    telegram,
    viber,
    authenticated,
    stop: async () => {
      await service.stop();
      await telegram.close();
      await viber.close();
    },
  };
}

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** What the login page does first: make a key and register it (from a browser with this User-Agent). */
export async function newKey(service: TestService, lang: Lang = 'ru', userAgent = CHROME_ON_WINDOWS) {
  const authKey = makeAuthKey();
  await request(service.app)
    .post('/api/user/auth-key')
    .set('user-agent', userAgent)
    .send({ authKey, langKey: lang })
    .expect(201);
  return { authKey, payload: encodeLoginPayload(authKey, lang) };
}

/** The login page's call after the `authkey` event. */
export const login = (service: TestService, authKey: string, ip = '198.51.100.7') =>
  request(service.app).post('/api/user/login').set('x-forwarded-for', ip).send({ authKey });

export const ageKey = (service: TestService, authKey: string, minutes: number) =>
  service.pool.query(
    `UPDATE auth_keys SET created_at = now() - make_interval(secs => $2::float8 * 60) WHERE key = $1`,
    [authKey, minutes],
  );

export const countRows = async (service: TestService, table: 'users' | 'sessions' | 'auth_keys') =>
  Number((await service.pool.query(`SELECT count(*) FROM ${table}`)).rows[0].count);

/** The `sid=...` Set-Cookie line of an answer. */
export const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));
