import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MemoryBus, type EventBus } from '@shop/shared';
import { asAdmin, NATS_SKIP_REASON, natsAvailable } from '@shop/shared/src/testing/service';
import { photo, startMedia, type MediaUnderTest } from '../testing/test-helpers';

const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

function cleanupContract(name: string, makeBus: () => EventBus | undefined) {
  describe(`cleanup of removed images (${name})`, () => {
    let media: MediaUnderTest;
    beforeAll(async () => {
      media = await startMedia(makeBus());
    });
    afterAll(() => media.stop());

    const uploadOne = async () =>
      (
        await request(media.app)
          .post('/api/image?ratio=1')
          .set(...asAdmin())
          .attach('image', await photo(300, 300), 'a.jpg')
          .expect(201)
      ).body as { lg: string; md: string; sm: string };
    const fileNames = (set: { lg: string; md: string; sm: string }) =>
      [set.lg, set.md, set.sm].map((u) => u.slice('/images/'.length)).sort();

    it('deletes the files and rows of a product’s removedImages, and keeps the rest', async () => {
      const gone = await uploadOne();
      const kept = await uploadOne();
      await media.bus.publish('catalog.product.changed', { productId: 'p1', action: 'updated', removedImages: [gone] });
      await waitFor(async () => (await media.stored()).rows === 1);
      const { files } = await media.stored();
      expect(files).toEqual(fileNames(kept));
      await request(media.app).get(gone.lg).expect(404);
      await request(media.app).get(kept.lg).expect(200);
    });

    it('handles a brand event naming one size by removing the whole set, once per event id', async () => {
      const set = await uploadOne();
      const id = randomUUID();
      const event = { brandId: 'b1', action: 'deleted' as const, removedImages: [{ md: set.md }] };
      await media.bus.publish('catalog.brand.changed', event, { id });
      await media.bus.publish('catalog.brand.changed', event, { id });
      await waitFor(async () => !(await media.stored()).files.some((f) => fileNames(set).includes(f)));
      await waitFor(
        async () => (await media.pool.query('SELECT 1 FROM processed_events WHERE event_id = $1', [id])).rowCount === 1,
      );
      expect((await media.pool.query('SELECT 1 FROM images WHERE lg = $1', [fileNames(set)[0]])).rowCount).toBe(0);
    });

    it('removes the image of a deleted gallery card', async () => {
      const set = await uploadOne();
      await media.bus.publish('catalog.content.changed', {
        part: 'gallery',
        id: 'g1',
        action: 'deleted',
        removedImages: [{ lg: set.lg, md: set.md }],
      });
      await waitFor(async () => !(await media.stored()).files.some((f) => fileNames(set).includes(f)));
      await request(media.app).get(set.sm).expect(404);
    });

    it('removes a catalog image and ignores URLs outside /images or with a path', async () => {
      const before = await media.stored();
      const set = await uploadOne();
      const hostile = { lg: '/images/../../package.json', md: 'https://elsewhere.example/x.webp', sm: '/etc/passwd' };
      await media.bus.publish('catalog.catalog.changed', {
        catalogId: 'c1',
        action: 'deleted',
        removedImages: [hostile, { lg: `http://shop.example${set.lg}` }],
      });
      // The rows go in the event's transaction, which commits after the files are removed.
      await waitFor(async () => {
        const now = await media.stored();
        return now.files.length === before.files.length && now.rows === before.rows;
      });
      expect(await media.stored()).toEqual(before);
    });
  });
}

cleanupContract('MemoryBus', () => new MemoryBus());

if (natsAvailable) {
  cleanupContract('NATS JetStream', () => undefined);
} else {
  it.skip(`cleanup over NATS: ${NATS_SKIP_REASON}`, () => undefined);
}
