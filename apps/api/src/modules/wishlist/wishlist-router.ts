import { Router } from 'express';
import { wishlistMergeRequestSchema, wishlistProductParamsSchema } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import { parse } from '../../http/parse.js';
import { signedInUser } from '../../http/request-user.js';
import { createWishlistService } from './wishlist-service.js';

/** The account's watchlist: every route is for signed-in users only. */
export function createWishlistRouter({ db, guards, liveBus }: AppContext): Router {
  // Watching moves a product's watcher count, which the cached product lists show.
  const wishlist = createWishlistService(db, () => liveBus.publishCatalogChange('products'));
  const router = Router();
  // On each route, not the router: a method or path it does not serve is a 404, not a 401.
  const signedIn = guards.requireSignIn;

  router.get('/', signedIn, async (request, response) => {
    // Its products carry serverTime, the clock of their countdowns: a browser's stored copy, reused
    // after a 304, would show every lot with as much more time left as the copy is old.
    response.set('Cache-Control', 'no-store');
    response.json(await wishlist.list(signedInUser(request).id));
  });

  router.post('/merge', signedIn, async (request, response) => {
    const { productIds } = parse(wishlistMergeRequestSchema, request.body);
    response.json(await wishlist.merge(signedInUser(request).id, productIds));
  });

  router.put('/:productId', signedIn, async (request, response) => {
    const { productId } = parse(wishlistProductParamsSchema, request.params);
    response.json(await wishlist.add(signedInUser(request).id, productId));
  });

  router.delete('/:productId', signedIn, async (request, response) => {
    const { productId } = parse(wishlistProductParamsSchema, request.params);
    response.json(await wishlist.remove(signedInUser(request).id, productId));
  });

  return router;
}
