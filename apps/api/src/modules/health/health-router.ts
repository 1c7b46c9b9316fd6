import { Router } from 'express';
import type { HealthResponse } from '@bidhub/contracts';
import { pingDatabase, type DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';

export function createHealthRouter(database: DatabaseHandle): Router {
  const router = Router();
  router.get('/', async (_request, response) => {
    try {
      await pingDatabase(database.db);
    } catch {
      throw AppError.databaseUnavailable();
    }
    const reply: HealthResponse = { ok: true, database: database.engine };
    response.json(reply);
  });
  return router;
}
