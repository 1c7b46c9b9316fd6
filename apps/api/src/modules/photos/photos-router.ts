import { Router } from 'express';
import { idParamsSchema, photoQuerySchema } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import { parse } from '../../http/parse.js';
import { getProductPhoto } from './photos-service.js';

/**
 * Cards put the photo's version in the URL (`v`): a replaced photo is a new URL, so the bytes of a
 * URL naming the version they are of never change and are kept for good. Any other URL (bare, or a
 * version replaced since) is kept a day: a replacement shows within a day, and revalidating with
 * the ETag costs a 304 without a body.
 */
const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';

export function createPhotosRouter({ db }: AppContext): Router {
  const router = Router();

  router.get('/product-photo/:id', async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    const { w, v } = parse(photoQuerySchema, request.query);
    const photo = await getProductPhoto(db, id, w);
    response.set({
      'Content-Type': photo.contentType,
      ETag: photo.etag,
      'Cache-Control': v === photo.version ? VERSIONED_CACHE_CONTROL : PHOTO_CACHE_CONTROL,
      // Photos are public: a web client served from another origin (CORS_ORIGIN) may show them too.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    // Express answers 304 without a body when If-None-Match matches the ETag set above.
    response.send(photo.data);
  });

  return router;
}
