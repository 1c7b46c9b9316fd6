import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { WEB_ROUTE_PATHS } from '@bidhub/contracts';
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { servePrecompressed } from './precompressed-files.js';

/**
 * A client route's index.html as the server fills it in; undefined when the address names nothing
 * (a 404); `movedTo` when what it names lives at another address now (a renamed lot: a 301).
 */
export type WebPage = (indexHtml: string, request: Request) => Promise<string | { movedTo: string } | undefined>;
/** The client routes whose HTML the server fills in (the home page and a product's page) or vouches for (a category's). */
export interface WebPages {
  home: WebPage;
  product: WebPage;
  category: WebPage;
}

/** Built files under assets/ carry a hash of their content in their name: a new build is a new URL. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Other public files (the favicon) keep their name across builds. */
const PLAIN_FILE_CACHE = 'public, max-age=3600';
/** The API's paths, also written with extra leading slashes ('//api/v1/health'), which must get JSON, not the app's page. */
const API_PATH = /^\/+api(\/|$)/;

function setCacheHeaders(response: Response, filePath: string, webDistDir: string) {
  const path = relative(webDistDir, filePath).split(sep).join('/').replace(/\.(br|gz)$/, '');
  if (path.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
  else response.setHeader('Cache-Control', path.startsWith('assets/') ? HASHED_ASSET_CACHE : PLAIN_FILE_CACHE);
}

/**
 * A page's address whose parameter is not valid percent-encoding ('/category/%E0%A4', a link cut
 * in the middle of a character) names no page: a browser gets the app's "not found" screen with a
 * 404, as for any other missing page, not the API's JSON refusal.
 */
function undecodableAddressIsMissing(sendIndex: (response: Response, status: 404) => void): ErrorRequestHandler {
  return (error, request, response, next) => {
    if (!(error instanceof URIError) || (request.method !== 'GET' && request.method !== 'HEAD')) return next(error);
    sendIndex(response, 404);
  };
}

/**
 * Serves the built single-page app when it exists: files as they are (compressed copies when the
 * browser takes them), and index.html for any other GET outside /api so that client-side routes
 * survive a reload: with 200 on the app's own addresses, with 404 elsewhere and for a product or a
 * category that does not exist (the app shows its "not found" screen; a crawler drops the address). /home and a
 * product's page come filled in by `pages` (first screen, link preview). index.html is always
 * revalidated, so a new build shows at once.
 */
export function createWebClientRouter(webDistDir: string, pages: WebPages): Router | undefined {
  const indexFile = join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const router = express.Router();
  // Source maps would publish the source; a missing asset is a 404, never the app's HTML.
  router.use((request, response, next) => {
    if (request.path.endsWith('.map')) return response.status(404).type('text/plain').send('Not found');
    next();
  });
  router.use(servePrecompressed(webDistDir));
  router.use(express.static(webDistDir, { index: false, setHeaders: (response, filePath) => setCacheHeaders(response, filePath, webDistDir) }));
  router.use('/assets', (_request, response) => {
    response.status(404).type('text/plain').send('Not found');
  });
  const sendIndex = (response: Response, status: 200 | 404) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.status(status).sendFile(indexFile);
  };
  const sendPage = (render: WebPage) => async (request: Request, response: Response) => {
    const page = await render(indexHtml, request);
    if (page === undefined) return sendIndex(response, 404);
    // Like the page itself, never kept: a 301 a browser kept forever would loop once the lot is
    // renamed back to the name it moved away from.
    response.setHeader('Cache-Control', 'no-cache');
    if (typeof page !== 'string') return response.redirect(301, page.movedTo);
    // The page is marked for a signed-in browser by its cookie (SIGNED_IN_HINT).
    response.vary('Cookie');
    response.type('html').send(page);
  };
  // '/' is where most visits start; the app turns it into /home without another request.
  router.get(['/', '/home'], sendPage(pages.home));
  router.get('/product/:slug', sendPage(pages.product));
  router.get('/category/:slug', sendPage(pages.category));
  router.get([...WEB_ROUTE_PATHS], (_request, response) => sendIndex(response, 200));
  router.use((request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || API_PATH.test(request.path)) return next();
    sendIndex(response, 404);
  });
  router.use(undecodableAddressIsMissing(sendIndex));
  return router;
}
