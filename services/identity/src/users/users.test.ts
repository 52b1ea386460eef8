import request from 'supertest';
import { asAdmin, asCustomer, asUser } from '@shop/shared/src/testing/service';
import { startIdentity, type Identity } from '../testing/identity';
import { signedIn } from '../testing/telegram-updates';

describe('users: profile and the delivery list', () => {
  let id: Identity;
  let customer: { _id: string; userName: string; phone: string; authMethod: string; isAdmin: boolean };
  beforeAll(async () => {
    id = await startIdentity();
    customer = (await signedIn(id.service, { id: 8001, first_name: 'Марина' }, '380661234567')).user;
  });
  afterAll(() => id.stop());

  const me = () => asUser({ ...customer, isAdmin: false });
  const delivery = {
    name: 'Марина',
    surname: 'Петренко',
    phone: '+38 (066) 123-45-67',
    city: 'Харьков',
    carrier: 'Новая Почта',
    branch: '12',
  };
  const put = (body: object, who: [string, string] | null = me()) => {
    const req = request(id.service.app).put('/api/user');
    return (who ? req.set(...who) : req).send(body);
  };

  it('saves the delivery details and answers the updated user', async () => {
    const res = await put({ delivery, userPhone: customer.phone }).expect(200);
    expect(res.body.user).toEqual({ ...customer, delivery });
    const again = await request(id.service.app)
      .get('/api/user/me')
      .set(...me())
      .expect(200);
    expect(again.body.user.delivery).toEqual(delivery);
  });

  it.each([
    [{ name: 'Я'.repeat(21) }, 'Поле Имя не длиннее 20 символов'],
    [{ surname: 'Я'.repeat(21) }, 'Поле Фамилия не длиннее 20 символов'],
    [{ city: 'Я'.repeat(21) }, 'Поле Город не длиннее 20 символов'],
    [{ carrier: 'Я'.repeat(21) }, 'Поле Перевозчик не длиннее 20 символов'],
    [{ branch: '1234' }, 'Поле Отделение не длиннее 3 символов'],
    [{ phone: '0661234567' }, 'Телефон должен быть в формате +38 (XXX) XXX-XX-XX'],
    [{ name: 5 }, 'Поле Имя должно быть строкой'],
  ])('refuses %j with the rule of spec section 5', async (change, message) => {
    const res = await put({ delivery: { ...delivery, ...change }, userPhone: customer.phone }).expect(400);
    expect(res.body).toEqual({ message });
    const stored = await request(id.service.app)
      .get('/api/user/me')
      .set(...me())
      .expect(200);
    expect(stored.body.user.delivery).toEqual(delivery);
  });

  it('accepts the limits exactly and a partly typed phone mask', async () => {
    const edge = {
      name: 'Я'.repeat(20),
      surname: '',
      phone: '+38 (066',
      city: 'Я'.repeat(20),
      carrier: 'Я'.repeat(20),
      branch: '999',
    };
    await put({ delivery: edge, userPhone: customer.phone }).expect(200);
    await put({ delivery, userPhone: customer.phone }).expect(200);
  });

  it('needs the user phone, a signed-in user, and only their own phone', async () => {
    expect((await put({ delivery, userPhone: '' }).expect(400)).body).toEqual({
      message: 'Телефон пользователя обязателен',
    });
    expect((await put({ delivery }).expect(400)).body).toEqual({ message: 'Телефон пользователя обязателен' });
    await put({ delivery, userPhone: customer.phone }, null).expect(401);
    await put({ delivery, userPhone: '380990000000' }).expect(403, { message: 'Можно изменить только свой профиль' });
    await put({ delivery, userPhone: customer.phone }, asCustomer()).expect(401);
  });

  it('gives /api/user/me only to a signed-in user', async () => {
    await request(id.service.app).get('/api/user/me').expect(401, { message: 'Требуется авторизация' });
  });

  it('shows the delivery list to admins only: 401 for visitors, 403 for customers', async () => {
    await request(id.service.app).get('/api/user').expect(401);
    await request(id.service.app)
      .get('/api/user')
      .set(...me())
      .expect(403);
    const res = await request(id.service.app)
      .get('/api/user')
      .set(...asAdmin())
      .expect(200);
    expect(res.body.users).toContainEqual({ ...customer, delivery });
    expect(Object.keys(res.body.users[0]).sort()).toEqual([
      '_id',
      'authMethod',
      'delivery',
      'isAdmin',
      'phone',
      'userName',
    ]);
  });
});
