import { Router } from 'express';
import { apiRoutes, buildOpenApiDocument } from '@bidhub/contracts';

const API_VERSION = '1.0.0';

/** GET /api/v1/openapi.json: built once from the contracts' route lists, the same on every request. */
export function createOpenApiRouter(): Router {
  const document = buildOpenApiDocument(apiRoutes, { title: 'BidHub API', version: API_VERSION, serverUrl: '/api/v1' });
  const router = Router();
  router.get('/openapi.json', (_request, response) => {
    response.json(document);
  });
  return router;
}
