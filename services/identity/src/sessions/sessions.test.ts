import { createHash } from 'node:crypto';
import request from 'supertest';
import { internalHeaders } from '@shop/shared';
import { TEST_SECRET } from '@shop/shared/src/testing/service';
import { ageKey, countRows, login, newKey, sessionCookie, startIdentity, type Identity } from '../testing/identity';
import { confirmedKey, signedIn } from '../testing/telegram-updates';

describe('sessions', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity({ RATE_LIMIT_SIGNIN: '5' });
  });
  afterAll(() => id.stop());

  /**
   * Attempts are counted per minute of the database's clock: a test that crossed into the next minute would
   * start counting again. Waits for the next minute when less than 20 s of this one are left.
   */
  const startOfAWindowMinute = async () => {
    const { rows } = await id.service.pool.query<{ left: number }>(
      "SELECT extract(epoch FROM date_trunc('minute', now()) + interval '1 minute' - now())::float8 AS left",
    );
    if (rows[0].left < 20) await new Promise((r) => setTimeout(r, rows[0].left * 1000 + 100));
  };
  const resolve = (sid: unknown) =>
    request(id.service.app).post('/internal/sessions/resolve').set(internalHeaders(TEST_SECRET)).send({ sid });

  it('spends a key once: a replay is refused', async () => {
    const authKey = await confirmedKey(id.service, { id: 6001, first_name: 'Once' }, '380500006001');
    await login(id.service, authKey, '203.0.113.1').expect(200);
    await login(id.service, authKey, '203.0.113.1').expect(401, {
      message: 'Ключ входа уже использован. Обновите страницу входа',
    });
  });

  it('refuses a confirmed key older than five minutes, and unknown or malformed keys', async () => {
    const authKey = await confirmedKey(id.service, { id: 6002, first_name: 'Late' }, '380500006002');
    await ageKey(id.service, authKey, 5.1);
    await login(id.service, authKey, '203.0.113.2').expect(401, {
      message: 'Ключ входа устарел. Обновите страницу входа',
    });
    await login(id.service, 'Zz9Zz9Zz', '203.0.113.2').expect(401, {
      message: 'Ключ входа не найден. Обновите страницу входа',
    });
    await login(id.service, 'short', '203.0.113.2').expect(401, {
      message: 'Ключ входа не найден. Обновите страницу входа',
    });
    const bad = await request(id.service.app).post('/api/user/login').send({ authKey: 42 }).expect(400);
    expect(bad.body).toEqual({ message: 'Ключ входа обязателен' });
    expect(await countRows(id.service, 'sessions')).toBe(1);
  });

  it('rate-limits sign-in attempts per client address, counted in the database', async () => {
    await startOfAWindowMinute();
    for (let i = 0; i < 5; i += 1) await login(id.service, 'Aa1Aa1Aa', '203.0.113.50').expect(401);
    const res = await login(id.service, 'Aa1Aa1Aa', '203.0.113.50').expect(429);
    expect(res.body).toEqual({ message: 'Слишком много попыток входа. Попробуйте через минуту' });
    // The address the gateway appends counts, not one the browser made up before it.
    await login(id.service, 'Aa1Aa1Aa', '10.9.9.9, 203.0.113.50').expect(429);
    await login(id.service, 'Aa1Aa1Aa', '203.0.113.51').expect(401);
    const { rows } = await id.service.pool.query("SELECT attempts FROM rate_limits WHERE ip = '203.0.113.50'");
    expect(rows[0].attempts).toBe(7);
  });

  it('sets the session cookie Secure when the gateway says the request came over https', async () => {
    const authKey = await confirmedKey(id.service, { id: 6003, first_name: 'Tls' }, '380500006003');
    const res = await request(id.service.app)
      .post('/api/user/login')
      .set('x-forwarded-proto', 'https')
      .send({ authKey })
      .expect(200);
    expect(sessionCookie(res)).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('resolves a session for the gateway only, with the admin flag as it is now', async () => {
    const { user, sid } = await signedIn(id.service, { id: 6004, first_name: 'Res' }, '380500006004');
    await request(id.service.app).post('/internal/sessions/resolve').send({ sid }).expect(403);
    const first = await resolve(sid).expect(200);
    expect(first.body).toEqual({
      user: { _id: user._id, userName: 'Res', phone: '380500006004', authMethod: 'telegram', isAdmin: false },
    });
    await id.service.pool.query('UPDATE users SET is_admin = true WHERE id = $1', [user._id]);
    expect((await resolve(sid).expect(200)).body.user.isAdmin).toBe(true);
    await resolve('no-such-session').expect(404);
    await resolve(12).expect(400);
    await id.service.pool.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [
      user._id,
    ]);
    await resolve(sid).expect(404);
  });

  it('stores only a hash of the session id: what a read of the table shows signs nobody in', async () => {
    const { user, cookie, sid } = await signedIn(id.service, { id: 6006, first_name: 'Hash' }, '380500006006');
    const { rows } = await id.service.pool.query('SELECT * FROM sessions WHERE user_id = $1', [user._id]);
    expect(rows).toHaveLength(1);
    const stored: string = rows[0].sid_hash;
    expect(stored).toBe(createHash('sha256').update(sid).digest('base64url'));
    expect(JSON.stringify(rows[0])).not.toContain(sid);
    await resolve(stored).expect(404);
    await resolve(sid).expect(200);
    const withStored = await request(id.service.app).get('/api/user/logout').set('cookie', `sid=${stored}`);
    expect(withStored.status).toBe(200);
    await resolve(sid).expect(200);
    await request(id.service.app).get('/api/user/logout').set('cookie', cookie.split(';')[0]).expect(200);
    await resolve(sid).expect(404);
  });

  it('ends the session on logout and clears the cookie', async () => {
    const { cookie, sid } = await signedIn(id.service, { id: 6005, first_name: 'Bye' }, '380500006005');
    await resolve(sid).expect(200);
    const res = await request(id.service.app).get('/api/user/logout').set('cookie', cookie.split(';')[0]).expect(200);
    expect(sessionCookie(res)).toMatch(
      /^sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    await resolve(sid).expect(404);
    await request(id.service.app).get('/api/user/logout').expect(200);
  });

  it('registers a key once; a repeat of the same page is fine, a clash is not', async () => {
    const { authKey } = await newKey(id.service);
    const again = await request(id.service.app).post('/api/user/auth-key').send({ authKey, langKey: 'ru' }).expect(200);
    expect(Date.parse(again.body.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    await request(id.service.app).post('/api/user/auth-key').send({ authKey, langKey: 'ua' }).expect(409);
    await ageKey(id.service, authKey, 6);
    await request(id.service.app).post('/api/user/auth-key').send({ authKey, langKey: 'ru' }).expect(409);
    const bad = await request(id.service.app)
      .post('/api/user/auth-key')
      .send({ authKey: 'abc', langKey: 'ru' })
      .expect(400);
    expect(bad.body).toEqual({ message: 'Ключ входа должен состоять из 8 букв и цифр' });
  });
});
