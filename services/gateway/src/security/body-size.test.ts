import express from 'express';
import request from 'supertest';
import { bodySizeLimit } from './body-size';

describe('the gateway refuses a declared body over its limit before proxying it', () => {
  const app = express().use(bodySizeLimit, (_req, res) => void res.json({ passed: true }));

  it('tells an admin uploading a 27 MB image the limit: "Файл больше 10 МБ"', async () => {
    const res = await request(app)
      .post('/api/image?ratio=1')
      .set('content-type', 'multipart/form-data; boundary=x')
      .send(Buffer.alloc(27 * 1024 * 1024, 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Файл больше 10 МБ' });
  });

  it('lets a 9 MB image through and keeps 1 MB for everything else', async () => {
    const image = await request(app)
      .post('/api/image')
      .set('content-type', 'application/octet-stream')
      .send(Buffer.alloc(9 * 1024 * 1024, 1));
    expect(image.body).toEqual({ passed: true });
    const order = await request(app)
      .post('/api/order')
      .send({ note: 'x'.repeat(2 * 1024 * 1024) });
    expect(order.status).toBe(413);
    expect(order.body).toEqual({ message: 'Слишком большой запрос' });
  });
});
