import { Router } from 'express';
import { type CategoryListResponse, categoryRequestSchema, type CategoryWriteResponse, idParamsSchema } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import { parse } from '../../http/parse.js';
import { createCategoriesService } from './categories-service.js';

export function createCategoriesRouter({ db, guards, catalog }: AppContext): Router {
  const categories = createCategoriesService(db, catalog.categories);
  const router = Router();

  router.get('/get-category', async (_request, response) => {
    response.json({ success: true, ...(await categories.list()) } satisfies CategoryListResponse);
  });

  router.post('/create-category', guards.requireAdmin, async (request, response) => {
    const result = await categories.create(parse(categoryRequestSchema, request.body));
    response.status(201).json({ success: true, ...result } satisfies CategoryWriteResponse);
  });

  router.put('/update-category/:id', guards.requireAdmin, async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    const result = await categories.update(id, parse(categoryRequestSchema, request.body));
    response.json({ success: true, ...result } satisfies CategoryWriteResponse);
  });

  router.delete('/delete-category/:id', guards.requireAdmin, async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    response.json({ success: true, ...(await categories.remove(id)) } satisfies CategoryWriteResponse);
  });

  return router;
}
