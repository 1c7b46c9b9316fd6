import { Router } from 'express';
import type { AppContext } from '../../app-context.js';

export function createPhotosRouter(_context: AppContext): Router {
  return Router();
}
