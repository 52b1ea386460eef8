import request from 'supertest';
import sharp from 'sharp';
import { asAdmin, asCustomer } from '@shop/shared/src/testing/service';
import { dimensions, photo, pngDeclaring, startMedia, type MediaUnderTest } from '../testing/test-helpers';
import { MAX_FILE_BYTES, MESSAGES } from './schema';

const URL_PATTERN = (size: string) => new RegExp(`^/images/[0-9a-f-]{36}-${size}\\.webp$`);

describe('POST /api/image', () => {
  let media: MediaUnderTest;
  beforeAll(async () => {
    media = await startMedia();
  });
  afterAll(() => media.stop());

  const upload = (data: Buffer, query = '', filename = 'photo.jpg') =>
    request(media.app)
      .post(`/api/image${query}`)
      .set(...asAdmin())
      .attach('image', data, filename);

  const sizesOf = async (body: Record<'lg' | 'md' | 'sm', string>) => {
    const out: Record<string, unknown> = {};
    for (const size of ['lg', 'md', 'sm'] as const) {
      expect(body[size]).toMatch(URL_PATTERN(size));
      const file = await request(media.app).get(body[size]).buffer(true).expect(200);
      out[size] = await dimensions(file.body);
    }
    return out;
  };

  /** Runs a refused upload and shows that it left no file and no row. */
  const refused = async (send: () => request.Test, status: number, message: string) => {
    const before = await media.stored();
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
    expect(await media.stored()).toEqual(before);
  };

  it('crops to the ratio and stores WebP at 1200/600/200 px wide, with a row', async () => {
    const res = await upload(await photo(1600, 1000), '?ratio=1').expect(201);
    expect(await sizesOf(res.body)).toEqual({
      lg: { format: 'webp', width: 1000, height: 1000 },
      md: { format: 'webp', width: 600, height: 600 },
      sm: { format: 'webp', width: 200, height: 200 },
    });
    const id = res.body.lg.slice('/images/'.length, -'-lg.webp'.length);
    const row = (await media.pool.query('SELECT * FROM images WHERE id = $1', [id])).rows[0];
    expect(row).toMatchObject({
      lg: `${id}-lg.webp`,
      md: `${id}-md.webp`,
      sm: `${id}-sm.webp`,
      width: 1000,
      height: 1000,
    });
    expect(Number(row.ratio)).toBe(1);
    expect(row.bytes).toBeGreaterThan(0);
  });

  it('scales a large image down to 1200 px wide at a W:H ratio', async () => {
    const res = await upload(await photo(1400, 1400), '?ratio=4:3').expect(201);
    expect(await sizesOf(res.body)).toEqual({
      lg: { format: 'webp', width: 1200, height: 900 },
      md: { format: 'webp', width: 600, height: 450 },
      sm: { format: 'webp', width: 200, height: 150 },
    });
  });

  it("reads the spec's brand ratio 11 as 1:1 and never upscales", async () => {
    const res = await upload(await photo(800, 500, 'png'), '?ratio=11', 'brand.png').expect(201);
    expect(await sizesOf(res.body)).toEqual({
      lg: { format: 'webp', width: 500, height: 500 },
      md: { format: 'webp', width: 500, height: 500 },
      sm: { format: 'webp', width: 200, height: 200 },
    });
  });

  it('keeps the proportions without a ratio and honours EXIF orientation', async () => {
    const rotated = await sharp(await photo(300, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await upload(rotated).expect(201);
    expect(await sizesOf(res.body)).toEqual({
      lg: { format: 'webp', width: 200, height: 300 },
      md: { format: 'webp', width: 200, height: 300 },
      sm: { format: 'webp', width: 200, height: 300 },
    });
  });

  it('refuses a file that is not an image with 415', async () => {
    await refused(
      () => upload(Buffer.from('just some text, not a picture'), '', 'notes.jpg'),
      415,
      MESSAGES.notAnImage,
    );
  });

  it('refuses SVG (not a raster image) and a truncated JPEG with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await refused(() => upload(svg, '', 'logo.svg'), 415, MESSAGES.notAnImage);
    const jpeg = await photo(400, 400);
    await refused(() => upload(jpeg.subarray(0, 2000)), 415, MESSAGES.notAnImage);
  });

  it('refuses a file over 10 MB with 413 saying the limit', async () => {
    await refused(() => upload(Buffer.alloc(MAX_FILE_BYTES + 1, 7)), 413, 'Файл больше 10 МБ');
  });

  it('refuses a decompression bomb (over 40 megapixels) with 413 before decoding it', async () => {
    const bomb = await pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    await refused(() => upload(bomb, '', 'bomb.png'), 413, MESSAGES.tooManyPixels);
    const wide = await pngDeclaring(8000, 5001);
    await refused(() => upload(wide, '', 'wide.png'), 413, MESSAGES.tooManyPixels);
  });

  it('answers bad ratios, a missing file and a wrong field with 400', async () => {
    const jpeg = await photo(100, 100);
    for (const ratio of ['abc', '0', '-1', '1:0', '100']) {
      await refused(() => upload(jpeg, `?ratio=${ratio}`), 400, MESSAGES.badRatio);
    }
    await refused(
      () =>
        request(media.app)
          .post('/api/image')
          .set(...asAdmin())
          .field('x', 'y'),
      400,
      MESSAGES.noFile,
    );
    await refused(
      () =>
        request(media.app)
          .post('/api/image')
          .set(...asAdmin())
          .attach('file', jpeg, 'a.jpg'),
      400,
      MESSAGES.badForm,
    );
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const jpeg = await photo(100, 100);
    await refused(
      () => request(media.app).post('/api/image').attach('image', jpeg, 'a.jpg'),
      401,
      'Требуется авторизация',
    );
    await refused(
      () =>
        request(media.app)
          .post('/api/image')
          .set(...asCustomer())
          .attach('image', jpeg, 'a.jpg'),
      403,
      'Недостаточно прав',
    );
  });
});
