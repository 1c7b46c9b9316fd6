import { Router } from 'express';
import type { HealthResponse } from '@bidhub/contracts';
import type { DatabaseHandle } from '../../db/database.js';
import { checkHealth } from './health-service.js';

export function createHealthRouter(database: DatabaseHandle, isShuttingDown: () => boolean): Router {
  const router = Router();
  router.get('/', async (_request, response) => {
    response.json((await checkHealth(database, isShuttingDown())) satisfies HealthResponse);
  });
  return router;
}
