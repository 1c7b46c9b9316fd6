import { Router } from 'express';
import { idParamsSchema, photoQuerySchema } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import { parse } from '../../http/parse.js';
import { getProductPhoto } from './photos-service.js';

/**
 * A day: cards put the photo version in the URL, so a replaced photo is a new URL and a long life is
 * safe for them; a client using the bare URL sees a replacement within a day, and revalidating with
 * the ETag costs it a 304 without a body.
 */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';

export function createPhotosRouter({ db }: AppContext): Router {
  const router = Router();

  router.get('/product-photo/:id', async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    const { w } = parse(photoQuerySchema, request.query);
    const photo = await getProductPhoto(db, id, w);
    response.set({
      'Content-Type': photo.contentType,
      ETag: photo.etag,
      'Cache-Control': PHOTO_CACHE_CONTROL,
      // Photos are public: a web client served from another origin (CORS_ORIGIN) may show them too.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    // Express answers 304 without a body when If-None-Match matches the ETag set above.
    response.send(photo.data);
  });

  return router;
}
