import express from 'express';
import request from 'supertest';
import { errorHandler } from './errors';
import { createLogger } from './logger';
import { hasUnstorableText, refuseUnstorableText } from './stored-text';

describe('text PostgreSQL cannot store (U+0000, lone surrogates) in requests', () => {
  it('is found in strings and keys at any depth, even in very deep bodies', () => {
    expect(hasUnstorableText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasUnstorableText({ 'k\u0000': 1 })).toBe(true);
    expect(hasUnstorableText({ carrier: '\ud800' })).toBe(true);
    expect(hasUnstorableText(['a\udc00b'])).toBe(true);
    expect(hasUnstorableText({ a: ['ok', 1, null, { b: 'fine 😀 носки' }] })).toBe(false);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(hasUnstorableText(deep)).toBe(true);
  });

  it('is refused with a JSON 400 in the path or the body, before the route runs', async () => {
    const app = express();
    app.use(express.json(), refuseUnstorableText);
    app.all('/{*rest}', (_req, res) => void res.json({ reached: true }));
    app.use(errorHandler(createLogger('test', 'silent')));
    const refused = { message: 'Некорректный запрос' };
    await request(app).get('/api/products/product/%00').expect(400, refused);
    await request(app)
      .post('/api/brands')
      .send({ name: { ru: 'a\u0000' } })
      .expect(400, refused);
    await request(app)
      .post('/api/order')
      .set('content-type', 'application/json')
      .send('{"carrier":"\\ud800"}')
      .expect(400, refused);
    await request(app)
      .post('/api/brands')
      .send({ name: { ru: 'Нитка 😀' } })
      .expect(200, { reached: true });
  });
});
