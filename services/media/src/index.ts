import path from 'node:path';
import type { ServiceModule } from '@shop/shared';
import { startCleanup } from './cleanup/consumer';
import { fileRoutes } from './files/routes';
import { mediaDir } from './media-dir';
import { uploadRoutes } from './upload/routes';

/** The media service: image upload (sharp, WebP in three widths), image files, and their cleanup. */
export const mediaService: ServiceModule = {
  name: 'media',
  migrationsDir: path.join(__dirname, '..', 'migrations'),
  routes(app, ctx) {
    const dir = mediaDir(ctx.env);
    app.use(uploadRoutes(ctx, dir));
    app.use(fileRoutes(dir));
  },
  async background(ctx) {
    await startCleanup(ctx, mediaDir(ctx.env));
    return async () => undefined;
  },
};
