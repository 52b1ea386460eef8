import { handleOnce, type EventEnvelope, type ServiceContext } from '@shop/shared';
import { removeImages } from './service';

/** Replicas share this durable consumer (MEDIA_CLEANUP_DURABLE overrides it, e.g. to isolate test runs). */
export const CLEANUP_DURABLE = 'media-cleanup';
const SUBJECTS = [
  'catalog.product.changed',
  'catalog.brand.changed',
  'catalog.catalog.changed',
  'catalog.content.changed',
] as const;
type Subject = (typeof SUBJECTS)[number];

/** Durable consumer: when the catalog drops images, their files and rows go too, once per event. */
export async function startCleanup(ctx: ServiceContext, dir: string): Promise<void> {
  const handle = async (event: EventEnvelope<Subject>) => {
    if (!event.data.removedImages.length) return;
    await handleOnce(ctx.pool, event.id, async (db) => {
      const files = await removeImages(db, dir, event.data.removedImages);
      ctx.logger.info({ eventId: event.id, subject: event.subject, files: files.length }, 'images removed');
    });
  };
  const durable = ctx.env.MEDIA_CLEANUP_DURABLE || CLEANUP_DURABLE;
  for (const subject of SUBJECTS) {
    await ctx.bus.subscribe(subject, handle, { durable });
  }
}
