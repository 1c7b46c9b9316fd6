import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';
import type { Database } from '../db/database.js';
import { productPreviewPage } from '../modules/link-previews/product-preview.js';

/**
 * Serves the built single-page app when it exists: files as they are, and index.html for any other
 * GET outside /api so that client-side routes survive a reload. A product page's index.html carries
 * the product's title and Open Graph tags, so a shared link previews the lot.
 */
export function createWebClientRouter(webDistDir: string, db: Database): Router | undefined {
  const indexFile = join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const router = express.Router();
  router.use(express.static(webDistDir, { index: false, maxAge: '1h' }));
  router.get('/product/:slug', async (request, response, next) => {
    const page = await productPreviewPage(db, indexHtml, request);
    if (page === undefined) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.type('html').send(page);
  });
  router.use((request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.path.startsWith('/api/')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  });
  return router;
}
