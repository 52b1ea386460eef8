import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createLogger, type Logger } from '@shop/shared';
import type { AppRenderer } from '../seo';

/** Where `npm run build:web` puts the app's server renderer inside the web build. */
export const appBundlePath = (distDir: string) => path.join(distDir, '.ssr', 'entry-server.cjs');

const isRenderer = (value: unknown): value is AppRenderer => {
  const app = value as Partial<AppRenderer> | null;
  return (
    typeof app?.render === 'function' && typeof app.dataKeys === 'function' && typeof app.dataScriptId === 'string'
  );
};

/**
 * The app's server renderer, loaded again when a rebuild has changed it; undefined while it is not built (pages
 * then carry their SEO text only). Its chunks have hashed names, so a rebuild brings fresh ones.
 */
export function freshAppBundle(
  distDir: string,
  logger: Logger = createLogger('gateway'),
): () => AppRenderer | undefined {
  const file = appBundlePath(distDir);
  let cached: { mtimeMs: number; app: AppRenderer | undefined } | undefined;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, app: load(file, logger) };
    return cached.app;
  };
}

function load(file: string, logger: Logger): AppRenderer | undefined {
  const requireBundle = createRequire(file);
  try {
    delete requireBundle.cache[requireBundle.resolve(file)];
    const app: unknown = requireBundle(file);
    if (isRenderer(app)) return app;
    logger.warn({ file }, 'spa: the app bundle does not export a renderer');
  } catch (error) {
    logger.warn({ err: error, file }, 'spa: the app bundle could not be loaded');
  }
  return undefined;
}
