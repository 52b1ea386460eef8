import request from 'supertest';
import { eventually } from '../testing/fakes';
import { login, newKey, startIdentity } from '../testing/identity';

const demoEnv = { TELEGRAM_BOT_TOKEN: '', VIBER_AUTH_TOKEN: '', SHOP_DEMO: '1', NODE_ENV: 'development' };

describe('demo messenger', () => {
  it('signs in through the bots path when the shop runs in demo mode without bots', async () => {
    const id = await startIdentity(demoEnv);
    try {
      const config = await request(id.service.app).get('/api/user/login-config').expect(200);
      expect(config.body).toMatchObject({ telegram: null, viber: null, demo: true });
      const { authKey } = await newKey(id.service);
      const res = await request(id.service.app)
        .post('/api/user/demo-login')
        .send({ authKey, phone: '+38 (050) 111-22-33', userName: 'Демо' })
        .expect(200);
      expect(res.body).toEqual({ message: 'Готово! Вы вошли на сайт, вернитесь в браузер.' });
      await eventually(() => id.authenticated.find((e) => e.data.authKey === authKey));
      expect((await login(id.service, authKey).expect(200)).body.user).toMatchObject({
        userName: 'Демо',
        phone: '380501112233',
        authMethod: 'demo',
      });
      const again = await request(id.service.app)
        .post('/api/user/demo-login')
        .send({ authKey, phone: '+38 (050) 111-22-33', userName: 'Демо' })
        .expect(401);
      expect(again.body.message).toMatch(/^Ссылка для входа устарела/);
      await request(id.service.app)
        .post('/api/user/demo-login')
        .send({ authKey, phone: '', userName: 'x' })
        .expect(400);
    } finally {
      await id.stop();
    }
  });

  it.each([
    ['a bot is configured', { ...demoEnv, TELEGRAM_BOT_TOKEN: '1:abc' }],
    ['in production', { ...demoEnv, NODE_ENV: 'production' }],
    ['without demo mode', { ...demoEnv, SHOP_DEMO: '' }],
  ])('is refused when %s', async (_why, env) => {
    const id = await startIdentity(env);
    try {
      const { authKey } = await newKey(id.service);
      await request(id.service.app)
        .post('/api/user/demo-login')
        .send({ authKey, phone: '+38 (050) 111-22-33', userName: 'Демо' })
        .expect(404);
      expect((await request(id.service.app).get('/api/user/login-config')).body.demo).toBe(false);
      await login(id.service, authKey).expect(401);
    } finally {
      await id.stop();
    }
  });
});
