import { spawnSync } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { internalHeaders } from '@shop/shared';
import { asUser, TEST_SECRET } from '@shop/shared/src/testing/service';
import { runAdminCli } from '../admin-cli';
import { login, newKey, sessionCookie, startIdentity, type Identity } from '../testing/identity';
import { signedIn, type TelegramPerson } from '../testing/telegram-updates';
import {
  confirmMessage,
  contactMessage,
  conversationStarted,
  postViber,
  textMessage,
  viberConfirmedKey,
  type ViberPerson,
} from '../testing/viber-callbacks';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const ADMIN_CLI = path.join(ROOT, 'services', 'identity', 'src', 'admin-cli.ts');

/**
 * Issue 12: a Viber contact only claims a phone. An attacker's Viber shares the phone of someone who has not
 * signed up yet; the owner later signs in with Telegram (a verified contact) and must win the phone at once.
 */
describe('account takeover through a claimed phone', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  const VICTIM_PHONE = '380931112233';
  const attacker: ViberPerson = { id: 'vb-attacker', name: 'Жертва' };
  const victim: TelegramPerson = { id: 9101, first_name: 'Ирина' };
  const victimViber: ViberPerson = { id: 'vb-victim', name: 'Ирина' };

  const resolve = (sid: string) =>
    request(id.service.app).post('/internal/sessions/resolve').set(internalHeaders(TEST_SECRET)).send({ sid });
  const sidOf = (res: request.Response) => sessionCookie(res)!.split(';')[0].slice('sid='.length);
  const lastViberText = (viberId: string) =>
    id.viber.calls.filter((c) => c.method === 'send_message' && c.body.receiver === viberId).at(-1)!.body.text;
  const lastTelegramText = (chatId: number) =>
    String(
      id.telegram.calls.filter((c) => c.method === 'sendMessage' && c.body.chat_id === String(chatId)).at(-1)!.body
        .text,
    );
  const codeFromTelegram = (chatId: number) => /: (\d{6})\n/.exec(lastTelegramText(chatId))![1];
  const userRow = async () =>
    (
      await id.service.pool.query(
        `SELECT id, viber_id, viber_verified, telegram_id, telegram_verified, phone_verified, delivery
         FROM users WHERE phone = $1`,
        [VICTIM_PHONE],
      )
    ).rows[0];

  let claimedUserId: string;
  let attackerSid: string;
  let attackerUnspentKey: string;

  it("lets the attacker's Viber claim a phone nobody has, as a claimed (unverified) user", async () => {
    const res = await login(id.service, await viberConfirmedKey(id.service, attacker, VICTIM_PHONE)).expect(200);
    claimedUserId = res.body.user._id;
    attackerSid = sidOf(res);
    expect((await resolve(attackerSid).expect(200)).body.user._id).toBe(claimedUserId);
    await request(id.service.app)
      .put('/api/user')
      .set(...asUser({ ...res.body.user, isAdmin: false }))
      .send({ delivery: { name: 'Вор', city: 'Где-то', branch: '1' }, userPhone: VICTIM_PHONE })
      .expect(200);
    attackerUnspentKey = await viberConfirmedKey(id.service, attacker, VICTIM_PHONE);
    expect(await userRow()).toMatchObject({ viber_id: 'vb-attacker', viber_verified: false, phone_verified: false });
  });

  it('grants no admin rights to a phone whose owner only claimed it, and says why', async () => {
    await expect(runAdminCli(['grant', VICTIM_PHONE], id.service.databaseUrl)).rejects.toThrow(
      `${VICTIM_PHONE}: not granted: its owner has not proven the phone (a Viber contact only claims it)`,
    );
    // `npm run admin -- grant <phone>` itself: exit status 1 and the reason on stderr.
    const cli = spawnSync(TSX, [ADMIN_CLI, 'grant', VICTIM_PHONE], {
      env: { ...process.env, DATABASE_URL: id.service.databaseUrl },
      encoding: 'utf8',
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(`${VICTIM_PHONE}: not granted: its owner has not proven the phone`);
    const { rows } = await id.service.pool.query('SELECT is_admin FROM users WHERE phone = $1', [VICTIM_PHONE]);
    expect(rows[0].is_admin).toBe(false);
  });

  it("the owner's verified Telegram sign-in wins the phone at once and ends every claimed session", async () => {
    const owner = await signedIn(id.service, victim, VICTIM_PHONE);
    // The user row of the phone stays (its orders with it); the claim's links, sessions and keys go.
    expect(owner.user._id).toBe(claimedUserId);
    expect(await userRow()).toMatchObject({
      viber_id: null,
      telegram_id: '9101',
      telegram_verified: true,
      phone_verified: true,
      delivery: {},
    });
    await resolve(attackerSid).expect(404);
    await login(id.service, attackerUnspentKey).expect(401);
    expect((await resolve(owner.sid).expect(200)).body.user).toMatchObject({ _id: claimedUserId, userName: 'Ирина' });
  });

  it("asks the attacker's next Viber sign-in for a phone, and the victim's phone needs a code it never gets", async () => {
    const { authKey, payload } = await newKey(id.service);
    const welcome = await postViber(id.service, conversationStarted(attacker, payload)).expect(200);
    expect(welcome.body.text).toBe('Чтобы войти на сайт, поделитесь номером телефона: нажмите кнопку ниже.');
    await postViber(id.service, confirmMessage(attacker, authKey)).expect(200);
    expect(lastViberText(attacker.id)).toBe('Чтобы войти на сайт, поделитесь номером телефона: нажмите кнопку ниже.');
    await postViber(id.service, contactMessage(attacker, VICTIM_PHONE)).expect(200);
    expect(lastViberText(attacker.id)).toMatch(/^Этот номер уже подтверждён в магазине через Telegram/);
    expect(lastTelegramText(victim.id)).toMatch(/^Код для входа через Viber/);
    await postViber(id.service, textMessage(attacker, '123456')).expect(200);
    await postViber(id.service, confirmMessage(attacker, authKey)).expect(200);
    await login(id.service, authKey).expect(401, { message: 'Вход ещё не подтверждён в мессенджере' });
    expect(await userRow()).toMatchObject({ viber_id: null });
  });

  it('lets the owner sign in with Viber after proving it with the code sent to their Telegram', async () => {
    const { authKey, payload } = await newKey(id.service);
    await postViber(id.service, conversationStarted(victimViber, payload)).expect(200);
    await postViber(id.service, contactMessage(victimViber, VICTIM_PHONE)).expect(200);
    await postViber(id.service, textMessage(victimViber, codeFromTelegram(victim.id))).expect(200);
    await postViber(id.service, confirmMessage(victimViber, authKey)).expect(200);
    const res = await login(id.service, authKey).expect(200);
    expect(res.body.user._id).toBe(claimedUserId);
    expect(await userRow()).toMatchObject({ viber_id: 'vb-victim', viber_verified: true, telegram_id: '9101' });
    const { rows } = await id.service.pool.query(
      'SELECT channel, messenger_id, verified FROM sessions WHERE user_id = $1',
      [claimedUserId],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { channel: 'telegram', messenger_id: '9101', verified: true },
        { channel: 'viber', messenger_id: 'vb-victim', verified: true },
      ]),
    );
    expect(await runAdminCli(['grant', VICTIM_PHONE], id.service.databaseUrl)).toBe(
      `${VICTIM_PHONE}: is an administrator now`,
    );
    expect((await resolve(sidOf(res)).expect(200)).body.user.isAdmin).toBe(true);
  });
});
