import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router } from 'express';
import type { AppRenderer } from '../seo';
import { freshAppBundle } from './app-bundle';

export type PageRenderer = (
  url: string,
  indexHtml: string,
  app?: AppRenderer,
) => Promise<{ status: number; html: string; location?: string }>;

/**
 * The built SPA, gzipped: hashed assets cached for a year, every other GET answered with index.html (history
 * fallback), rendered with the app's server bundle when it is built.
 */
export function spaRouter(distDir: string, renderPage: PageRenderer): Router {
  const router = Router();
  router.use(compression());
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const readIndex = freshIndex(path.join(distDir, 'index.html'));
  const readApp = freshAppBundle(distDir);
  router.get(/^\/(?!api\/|images\/|bots\/|socket\.io\/).*/, async (req, res) => {
    const indexHtml = readIndex();
    if (!indexHtml) return void res.status(503).json({ message: 'Веб-приложение не собрано: npm run build:web' });
    const page = await renderPage(req.originalUrl, indexHtml, readApp());
    if (page.location) return void res.redirect(301, page.location);
    res.status(page.status).type('html').set('cache-control', 'no-cache').send(page.html);
  });
  return router;
}

/** index.html, read again only when a rebuild has changed it (a stale copy would name deleted assets). */
function freshIndex(file: string): () => string | undefined {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}
