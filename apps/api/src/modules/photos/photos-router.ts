import { Router } from 'express';
import { idParamsSchema, photoQuerySchema } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import { parse } from '../../http/parse.js';
import { getProductPhoto } from './photos-service.js';

/**
 * Cards put the photo's version in the URL (`v`): a replaced photo is a new URL, so the bytes of a
 * URL naming the version they are of never change and are kept for good. A bare URL is kept a day:
 * a replacement shows within a day. A URL naming another version than the one served (replaced
 * since, or a new one this read began too early to see) is kept only with revalidation, so a new
 * photo's URL never holds the old bytes; revalidating with the ETag costs a 304 without a body.
 */
const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';
const OTHER_VERSION_CACHE_CONTROL = 'no-cache';

function cacheControlFor(askedVersion: string | undefined, servedVersion: string): string {
  if (askedVersion === undefined) return PHOTO_CACHE_CONTROL;
  return askedVersion === servedVersion ? VERSIONED_CACHE_CONTROL : OTHER_VERSION_CACHE_CONTROL;
}

export function createPhotosRouter({ db }: AppContext): Router {
  const router = Router();

  router.get('/product-photo/:id', async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    const { w, v } = parse(photoQuerySchema, request.query);
    const photo = await getProductPhoto(db, id, w, v);
    response.set({
      'Content-Type': photo.contentType,
      ETag: photo.etag,
      'Cache-Control': cacheControlFor(v, photo.version),
      // Photos are public: a web client served from another origin (CORS_ORIGIN) may show them too.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    // Express answers 304 without a body when If-None-Match matches the ETag set above.
    response.send(photo.data);
  });

  return router;
}
