import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { MemoryBus, type EventEnvelope } from '@shop/shared';
import { asAdmin, asCustomer, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '../index';

/** A local server speaking LibreTranslate's API: POST /translate {q, source, target, format} -> {translatedText}. */
function fakeLibreTranslate(): Promise<{ url: string; requests: unknown[]; failNext(): void; server: Server }> {
  const requests: unknown[] = [];
  let fail = false;
  const dictionary: Record<string, string> = { 'Носки мужские': 'Шкарпетки чоловічі' };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const parsed = JSON.parse(body || '{}');
      requests.push({ method: req.method, url: req.url, body: parsed });
      res.setHeader('content-type', 'application/json');
      if (fail || req.url !== '/translate') {
        fail = false;
        res.statusCode = 500;
        return void res.end(JSON.stringify({ error: 'broken' }));
      }
      res.end(JSON.stringify({ translatedText: dictionary[parsed.q] ?? `uk:${parsed.q}` }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, requests, failNext: () => (fail = true), server });
    }),
  );
}

describe('POST /api/translate', () => {
  let fake: Awaited<ReturnType<typeof fakeLibreTranslate>>;
  let s: TestService;
  let unconfigured: TestService;
  const unconfiguredBus = new MemoryBus();

  beforeAll(async () => {
    fake = await fakeLibreTranslate();
    s = await startTestService(catalogService, { env: { TRANSLATE_URL: `${fake.url}/` } });
    unconfigured = await startTestService(catalogService, { env: { TRANSLATE_URL: '' }, bus: unconfiguredBus });
  });
  afterAll(async () => {
    await s.stop();
    await unconfigured.stop();
    fake.server.closeAllConnections();
    fake.server.close();
  });

  it('translates Russian into Ukrainian through the LibreTranslate API', async () => {
    const res = await request(s.app)
      .post('/api/translate')
      .set(...asAdmin())
      .send({ ru: 'Носки мужские' })
      .expect(200);
    expect(res.body).toEqual({ ua: 'Шкарпетки чоловічі' });
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      url: '/translate',
      body: { q: 'Носки мужские', source: 'ru', target: 'uk', format: 'text' },
    });
  });

  it('answers 502 with a message when the provider fails', async () => {
    fake.failNext();
    const res = await request(s.app)
      .post('/api/translate')
      .set(...asAdmin())
      .send({ ru: 'Текст' })
      .expect(502);
    expect(res.body).toEqual({ message: 'Сервис перевода недоступен, попробуйте позже' });
  });

  it('answers 503 when no translation service is configured', async () => {
    const res = await request(unconfigured.app)
      .post('/api/translate')
      .set(...asAdmin())
      .send({ ru: 'Текст' })
      .expect(503);
    expect(res.body).toEqual({ message: 'Сервис перевода не настроен' });
  });

  it('reports no server error for a missing translation service, however often it is asked', async () => {
    const reported: EventEnvelope<'log.error'>[] = [];
    await unconfiguredBus.subscribe('log.error', (event) => void reported.push(event));
    for (let click = 0; click < 3; click++) {
      await request(unconfigured.app)
        .post('/api/translate')
        .set(...asAdmin())
        .send({ ru: 'Текст' })
        .expect(503, { message: 'Сервис перевода не настроен' });
    }
    // Events are delivered in order: once this one arrives, any report of the calls above has arrived too.
    await unconfiguredBus.publish('log.error', { service: 'test', message: 'последнее' });
    while (!reported.length) await new Promise((resolve) => setImmediate(resolve));
    expect(reported.map((event) => event.data.message)).toEqual(['последнее']);
  });

  it('refuses empty text with a 400', async () => {
    const res = await request(s.app)
      .post('/api/translate')
      .set(...asAdmin())
      .send({ ru: ' ' })
      .expect(400);
    expect(res.body).toEqual({ message: 'Введите текст для перевода' });
  });

  it('refuses visitors with 401 and customers with 403', async () => {
    expect((await request(s.app).post('/api/translate').send({ ru: 'Текст' })).status).toBe(401);
    expect(
      (
        await request(s.app)
          .post('/api/translate')
          .set(...asCustomer())
          .send({ ru: 'Текст' })
      ).status,
    ).toBe(403);
  });
});
