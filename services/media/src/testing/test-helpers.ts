import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { EventBus } from '@shop/shared';
import { startTestService, type TestService } from '@shop/shared/src/testing/service';
import { mediaService } from '../index';

export interface MediaUnderTest extends TestService {
  dir: string;
  /** Files in MEDIA_DIR and rows in images, to show that a refused upload wrote nothing. */
  stored(): Promise<{ files: string[]; rows: number }>;
}

/** The media service on a free port, a fresh database, its own MEDIA_DIR and its own durable consumer. */
export async function startMedia(bus?: EventBus): Promise<MediaUnderTest> {
  const root = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  const dir = path.join(root, 'images');
  const durable = `media-test-${randomBytes(6).toString('hex')}`;
  const service = await startTestService(mediaService, {
    bus,
    env: { MEDIA_DIR: dir, MEDIA_CLEANUP_DURABLE: durable },
  });
  return {
    ...service,
    dir,
    stored: async () => ({
      files: (await readdir(dir).catch(() => [])).sort(),
      rows: Number((await service.pool.query('SELECT count(*) AS n FROM images')).rows[0].n),
    }),
    stop: async () => {
      await service.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A photo-like image (noise compresses badly, like a real photo). */
export function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A valid tiny PNG whose header declares width × height: a decompression bomb's calling card. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  const ihdr = 8 + 4;
  png.writeUInt32BE(width, ihdr + 4);
  png.writeUInt32BE(height, ihdr + 8);
  png.writeUInt32BE(crc32(png.subarray(ihdr, ihdr + 4 + 13)), ihdr + 4 + 13);
  return png;
}

export async function dimensions(data: Buffer) {
  const { format, width, height } = await sharp(data).metadata();
  return { format, width, height };
}
