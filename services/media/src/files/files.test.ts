import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { asAdmin } from '@shop/shared/src/testing/service';
import { photo, startMedia, type MediaUnderTest } from '../testing/test-helpers';
import { IMAGE_NOT_FOUND } from './routes';

describe('GET /images/<file>', () => {
  let media: MediaUnderTest;
  let urls: { lg: string; md: string; sm: string };
  beforeAll(async () => {
    media = await startMedia();
    const res = await request(media.app)
      .post('/api/image')
      .set(...asAdmin())
      .attach('image', await photo(640, 480), 'a.jpg');
    urls = res.body;
    await writeFile(path.join(media.dir, '..', 'secret.webp'), 'outside MEDIA_DIR');
  });
  afterAll(() => media.stop());

  it('serves WebP with a year-long immutable cache and an ETag', async () => {
    const res = await request(media.app).get(urls.md).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBeTruthy();
    expect(Number(res.headers['content-length'])).toBeGreaterThan(100);
  });

  it('answers 304 with no body when the ETag matches, 200 when it does not', async () => {
    const { etag } = (await request(media.app).get(urls.sm).expect(200)).headers;
    const same = await request(media.app).get(urls.sm).set('If-None-Match', etag).expect(304);
    expect(same.text ?? '').toBe('');
    await request(media.app).get(urls.sm).set('If-None-Match', 'W/"other"').expect(200);
  });

  it('answers a missing file with a JSON 404', async () => {
    const res = await request(media.app).get('/images/00000000-0000-0000-0000-000000000000-lg.webp').expect(404);
    expect(res.body).toEqual({ message: IMAGE_NOT_FOUND });
  });

  it.each([
    '/images/..%2Fsecret.webp',
    '/images/%2e%2e%2fsecret.webp',
    '/images/..%5csecret.webp',
    '/images/../secret.webp',
    '/images/%2e%2e/secret.webp',
    '/images/.hidden.webp',
    '/images/secret.webp%00.png',
  ])('does not leave MEDIA_DIR for %s', async (url) => {
    const res = await request(media.app).get(url);
    // A NUL byte is refused before routing (400); every other form is simply not found.
    expect(res.status).toBe(url.includes('%00') ? 400 : 404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text).not.toContain('outside MEDIA_DIR');
  });
});
