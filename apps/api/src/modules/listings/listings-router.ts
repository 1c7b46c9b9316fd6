import { Router } from 'express';
import { createProductRequestSchema, idParamsSchema, type MessageResponse, type ProductReply, updateProductRequestSchema } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import { parse } from '../../http/parse.js';
import { signedInUser } from '../../http/request-user.js';
import { photoUpload, refusePhotoAsText } from '../photos/index.js';
import { createListingsService } from './listings-service.js';

/** The admin's routes that create, edit and delete auctions. */
export function createListingsRouter({ db, catalog, liveBus, guards, config }: AppContext): Router {
  const listings = createListingsService(db, catalog, liveBus, config.bidExtensionSeconds);
  const router = Router();

  router.post('/create-product', guards.requireAdmin, photoUpload, refusePhotoAsText, async (request, response) => {
    const fields = parse(createProductRequestSchema, request.body);
    const result = await listings.create(fields, request.file?.buffer, signedInUser(request).id);
    response.status(201).json({ success: true, ...result } satisfies ProductReply);
  });

  router.put('/update-product/:id', guards.requireAdmin, photoUpload, refusePhotoAsText, async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    const result = await listings.update(id, parse(updateProductRequestSchema, request.body), request.file?.buffer);
    response.json({ success: true, ...result } satisfies ProductReply);
  });

  // The admin's edit form reads the product here: the only read that shows the reserve amount.
  router.get('/admin-product/:id', guards.requireAdmin, async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    response.json({ success: true, ...(await listings.forAdmin(id)) } satisfies ProductReply);
  });

  router.delete('/delete-product/:id', guards.requireAdmin, async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    response.json({ success: true, ...(await listings.remove(id)) } satisfies MessageResponse);
  });

  return router;
}
