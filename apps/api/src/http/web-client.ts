import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves the built single-page app when it exists: files as they are, and index.html for any other
 * GET outside /api so that client-side routes survive a reload.
 */
export function createWebClientRouter(webDistDir: string): Router | undefined {
  const indexFile = join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const router = express.Router();
  router.use(express.static(webDistDir, { index: false, maxAge: '1h' }));
  router.use((request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.path.startsWith('/api/')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  });
  return router;
}
