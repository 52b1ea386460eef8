import express from 'express';
import request from 'supertest';
import { MemoryBus } from '@shop/shared';
import { startTestService, type TestService } from '@shop/shared/src/testing/service';
import { catalogService } from '@shop/catalog';
import type { Gateway } from '../app';
import { gatewayBefore } from '../testing/test-gateway';
import { bodySizeLimit } from './body-size';

const MB = 1024 * 1024;

describe('the gateway’s body limits', () => {
  let catalog: TestService;
  let gateway: Gateway;
  beforeAll(async () => {
    catalog = await startTestService(catalogService, { bus: new MemoryBus() });
    gateway = await gatewayBefore(catalog.url, catalog.bus);
  });
  afterAll(async () => {
    await gateway.close();
    await catalog.stop();
  });

  const upload = (path: string, bytes: number) =>
    request(gateway.handler).post(path).set('content-type', 'application/octet-stream').send(Buffer.alloc(bytes, 1));

  it('passes a price sheet of up to 10 MB on to the catalog and refuses a larger one with the reason', async () => {
    const sheet = await upload('/api/products/price-sheet', 5 * MB).expect(401);
    expect(sheet.body).toEqual({ message: 'Требуется авторизация' });
    const big = await upload('/api/products/price-sheet', 10 * MB + 1).expect(413);
    expect(big.body).toEqual({ message: 'Файл больше 10 МБ' });
  });

  it('keeps 1 MB for every other write', async () => {
    const other = await upload('/api/products', 2 * MB).expect(413);
    expect(other.body).toEqual({ message: 'Слишком большой запрос' });
  });
});

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
