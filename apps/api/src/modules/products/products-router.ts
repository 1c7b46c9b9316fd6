import { Router } from 'express';
import {
  categorySlugParamsSchema,
  createProductRequestSchema,
  idParamsSchema,
  productCategoryQuerySchema,
  productFiltersRequestSchema,
  productListPageParamsSchema,
  productPageQuerySchema,
  productSlugParamsSchema,
  searchParamsSchema,
  searchQuerySchema,
  suggestQuerySchema,
  updateProductRequestSchema,
} from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import { parse } from '../../http/parse.js';
import { signedInUser } from '../../http/request-user.js';
import { photoUpload, refusePhotoAsText } from '../photos/photo-storage.js';
import { createProductsService } from './products-service.js';

const joinedSegments = (keyword: string | string[] | undefined) => (Array.isArray(keyword) ? keyword.join('/') : keyword);

/** The search page's results and the search box's suggestions. */
function addSearchRoutes(router: Router, products: ReturnType<typeof createProductsService>): void {
  // An empty keyword ('/search/', as a search box submitted empty sends it) finds nothing, as a blank one does.
  router.get('/search', (request, response) => {
    parse(searchQuerySchema, request.query);
    response.json([]);
  });

  // '*keyword' also takes a keyword holding '/' ('f/1.8', 'AC/DC'): the original client puts it in the path unencoded.
  router.get(['/search/:keyword', '/search/*keyword'], async (request, response) => {
    const { keyword } = parse(searchParamsSchema, { keyword: joinedSegments(request.params.keyword) });
    response.json(await products.search(keyword, parse(searchQuerySchema, request.query)));
  });

  router.get('/suggest', async (request, response) => {
    const { q } = parse(suggestQuerySchema, request.query);
    response.json({ success: true, ...(await products.suggest(q)) });
  });
}

export function createProductsRouter(context: AppContext): Router {
  const { guards } = context;
  const products = createProductsService(context);
  const router = Router();
  // Replies carry serverTime, which a client's cached copy would keep stale: browsers store none. A
  // client that sends If-None-Match itself is answered 304 while the products are unchanged (replyEtag).
  router.use((request, response, next) => {
    if (request.method === 'GET') response.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/get-product', async (request, response) => {
    response.json({ success: true, ...(await products.list(parse(productPageQuerySchema, request.query))) });
  });

  router.get('/get-product/:slug', async (request, response) => {
    const { slug } = parse(productSlugParamsSchema, request.params);
    response.json({ success: true, ...(await products.bySlug(slug)) });
  });

  router.get('/product-count', async (_request, response) => {
    response.json({ success: true, ...(await products.count()) });
  });

  router.get('/product-list/:page', async (request, response) => {
    const { page } = parse(productListPageParamsSchema, request.params);
    response.json({ success: true, ...(await products.listPage(page)) });
  });

  router.post('/product-filters', async (request, response) => {
    response.json({ success: true, ...(await products.filter(parse(productFiltersRequestSchema, request.body))) });
  });

  router.get('/product-category/:slug', async (request, response) => {
    const { slug } = parse(categorySlugParamsSchema, request.params);
    response.json({ success: true, ...(await products.inCategory(slug, parse(productCategoryQuerySchema, request.query))) });
  });

  addSearchRoutes(router, products);

  router.post('/create-product', guards.requireAdmin, photoUpload, refusePhotoAsText, async (request, response) => {
    const fields = parse(createProductRequestSchema, request.body);
    const result = await products.create(fields, request.file?.buffer, signedInUser(request).id);
    response.status(201).json({ success: true, ...result });
  });

  router.put('/update-product/:id', guards.requireAdmin, photoUpload, refusePhotoAsText, async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    const result = await products.update(id, parse(updateProductRequestSchema, request.body), request.file?.buffer);
    response.json({ success: true, ...result });
  });

  // The admin's edit form reads the product here: the only read that shows the reserve amount.
  router.get('/admin-product/:id', guards.requireAdmin, async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    response.json({ success: true, ...(await products.forAdmin(id)) });
  });

  router.delete('/delete-product/:id', guards.requireAdmin, async (request, response) => {
    const { id } = parse(idParamsSchema, request.params);
    response.json({ success: true, ...(await products.remove(id)) });
  });

  return router;
}
