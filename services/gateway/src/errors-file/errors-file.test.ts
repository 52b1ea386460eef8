import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createBus, createLogger, MemoryBus, SESSION_COOKIE, type EventBus } from '@shop/shared';
import { NATS_SKIP_REASON, natsAvailable, startTestService, type TestService } from '@shop/shared/src/testing/service';
import { identityService } from '@shop/identity';
import { createSession } from '@shop/identity/src/sessions/repo';
import { createUser, setAdminByPhone } from '@shop/identity/src/users/repo';
import type { Gateway } from '../app';
import { gatewayBefore } from '../testing/test-gateway';
import { ErrorsFile } from './file';

/** A folder named like `npm start`'s `.data/errors`: Express's sendFile refuses dot-folders by default. */
const errorsFolder = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'errors-')), '.data', 'errors');
const LINE = /^\d{4}-\d\d-\d\dT[\d:.]+Z \[\w+\] [^\n]+$/;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the errors file', () => {
  it('stays under its cap with two writers appending at once, every line whole', async () => {
    const file = path.join(errorsFolder(), 'errors.txt');
    const cap = 4096;
    const writers = [new ErrorsFile(file, cap), new ErrorsFile(file, cap)];
    const lines = Array.from(
      { length: 400 },
      (_, i) => `2026-01-01T00:00:00.000Z [orders] ошибка номер ${String(i).padStart(3, '0')} ${'x'.repeat(i % 40)}`,
    );
    await Promise.all(lines.map((line, i) => writers[i % 2].append(line)));
    const text = await writers[0].read();
    for (const kept of text.trimEnd().split('\n')) expect(kept).toMatch(LINE);
    expect(statSync(file).size).toBeLessThanOrEqual(cap);
    expect(statSync(`${file}.1`).size).toBeLessThanOrEqual(cap);
    expect(text.length).toBeGreaterThan(cap / 2);
    expect(new Set(text.trimEnd().split('\n')).size).toBe(text.trimEnd().split('\n').length);
  });

  it('cuts one overlong error to a line that fits', async () => {
    const errors = new ErrorsFile(path.join(errorsFolder(), 'errors.txt'), 8192);
    await errors.append(`2026-01-01T00:00:00.000Z [catalog] ${'я'.repeat(50_000)}\nвторая строка`);
    const text = await errors.read();
    expect(text.split('\n')).toHaveLength(2);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(8192);
  });

  it('clears both the file and the older one', async () => {
    const errors = new ErrorsFile(path.join(errorsFolder(), 'errors.txt'), 64);
    for (let i = 0; i < 5; i++) await errors.append(`2026-01-01T00:00:00.000Z [orders] ошибка ${i}`);
    expect(await errors.read()).not.toBe('');
    await errors.clear();
    expect(await errors.read()).toBe('');
  });
});

/** Identity with a signed-in customer and admin: their session cookies for the gateway. */
async function identityWithSessions(bus: EventBus) {
  const identity = await startTestService(identityService, { bus });
  const signedIn = async (phone: string, admin: boolean) => {
    const contact = {
      channel: 'demo',
      messengerId: `demo:${phone}`,
      phone,
      userName: 'Тест',
      lang: 'ru',
      verified: true,
    } as const;
    const user = (await createUser(identity.pool, contact))!;
    await setAdminByPhone(identity.pool, phone, admin);
    return `${SESSION_COOKIE}=${await createSession(identity.pool, { userId: user._id, channel: 'demo', messengerId: contact.messengerId, verified: true }, 1)}`;
  };
  return { identity, admin: await signedIn('380501110001', true), customer: await signedIn('380501110002', false) };
}

describe('GET /errors/errors.txt through the gateway', () => {
  const bus = new MemoryBus();
  let identity: TestService;
  let cookies: { admin: string; customer: string };
  let gateway: Gateway;
  let file: string;

  beforeAll(async () => {
    const started = await identityWithSessions(bus);
    identity = started.identity;
    cookies = started;
    file = path.join(errorsFolder(), 'errors.txt');
    gateway = await gatewayBefore('http://127.0.0.1:9', bus, { IDENTITY_URL: identity.url, ERRORS_FILE: file });
  });
  afterAll(async () => {
    await gateway.close();
    await identity.stop();
  });

  it('opens as text for an admin while the file lives in a dot-folder; 401 and 403 for others', async () => {
    await bus.publish('log.error', { service: 'orders', message: 'проверка файла ошибок' });
    await until(async () => existsSync(file) && readFileSync(file, 'utf8').includes('проверка'), 'the line');
    const read = await request(gateway.server).get('/errors/errors.txt').set('cookie', cookies.admin).expect(200);
    expect(read.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(read.text).toMatch(/^\S+ \[orders\] проверка файла ошибок\n$/);
    await request(gateway.server).get('/errors/errors.txt').expect(401);
    await request(gateway.server).get('/errors/errors.txt').set('cookie', cookies.customer).expect(403);
    await request(gateway.server).delete('/api/error').set('cookie', cookies.customer).expect(403);
    await request(gateway.server).delete('/api/error').set('cookie', cookies.admin).expect(200);
    expect((await request(gateway.server).get('/errors/errors.txt').set('cookie', cookies.admin)).text).toBe('');
  });
});

(natsAvailable ? describe : describe.skip)('two gateway replicas on one NATS and one shared folder', () => {
  if (!natsAvailable) console.log(NATS_SKIP_REASON);
  const logger = createLogger('test', 'silent');
  let buses: EventBus[];
  let gateways: Gateway[];
  let identity: TestService;
  let cookies: { admin: string };
  let file: string;

  beforeAll(async () => {
    buses = await Promise.all([1, 2].map((i) => createBus(process.env.NATS_URL, logger, `errors-test-${i}`)));
    const started = await identityWithSessions(new MemoryBus());
    identity = started.identity;
    cookies = started;
    file = path.join(errorsFolder(), 'errors.txt');
    const durable = `gateway-errors-${randomBytes(4).toString('hex')}`;
    const options = { IDENTITY_URL: identity.url, ERRORS_FILE: file, ERRORS_FILE_MAX_KB: 8, ERRORS_DURABLE: durable };
    gateways = await Promise.all(buses.map((bus) => gatewayBefore('http://127.0.0.1:9', bus, options)));
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await identity.stop();
  });

  it('writes each error once, and the file stays under its cap', async () => {
    const run = randomBytes(4).toString('hex');
    const errorsOf = (count: number, from: number) =>
      Array.from({ length: count }, (_, i) => `ошибка ${run} ${String(from + i).padStart(3, '0')} ${'-'.repeat(30)}`);
    const publish = (messages: string[]) =>
      Promise.all(messages.map((message, i) => buses[i % 2].publish('log.error', { service: 'catalog', message })));
    const mine = async (gateway: Gateway) => {
      const res = await request(gateway.server).get('/errors/errors.txt').set('cookie', cookies.admin);
      return res.text.split('\n').filter((line) => line.includes(run));
    };
    const first = errorsOf(20, 0);
    await publish(first);
    await until(async () => (await mine(gateways[0])).length >= first.length, 'the first errors');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const written = (await mine(gateways[0])).map((line) => line.replace(/^\S+ \[catalog\] /, ''));
    expect(written.sort()).toEqual(first);

    const more = errorsOf(150, 20);
    await publish(more);
    const newest = (lines: string[]) => more.every((m) => lines.some((line) => line.endsWith(m)) || m < more[100]);
    await until(async () => newest(await mine(gateways[1])), 'the newest errors');
    // Older errors may still be arriving (the newest check allows them to be missing): wait until the file rests.
    let lines = await mine(gateways[1]);
    await until(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const again = await mine(gateways[1]);
      const resting = again.join('\n') === lines.join('\n');
      lines = again;
      return resting;
    }, 'the file at rest');
    expect(new Set(lines).size).toBe(lines.length);
    expect(statSync(file).size).toBeLessThanOrEqual(8 * 1024);
    expect(statSync(`${file}.1`).size).toBeLessThanOrEqual(8 * 1024);
    expect(await mine(gateways[0])).toEqual(lines);
  });
});
