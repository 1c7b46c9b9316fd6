import { Router } from 'express';
import type { AppContext } from '../../app-context.js';

export function createCategoriesRouter(_context: AppContext): Router {
  return Router();
}
