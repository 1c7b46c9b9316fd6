import { Router } from 'express';
import { categorySlugParamsSchema, productCategoryQuerySchema, type ProductCategoryResponse, type ProductCountResponse, productFiltersRequestSchema, productListPageParamsSchema, type ProductListResponse, productPageQuerySchema, type ProductReply, productSlugParamsSchema, searchParamsSchema, searchQuerySchema, type SearchResponse, suggestQuerySchema, type SuggestResponse } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import { parse } from '../../http/parse.js';
import { createProductsService, type ProductsService } from './products-service.js';

const joinedSegments = (keyword: string | string[] | undefined) => (Array.isArray(keyword) ? keyword.join('/') : keyword);

/** The search page's results and the search box's suggestions. */
function addSearchRoutes(router: Router, products: ProductsService): void {
  // An empty keyword ('/search/', as a search box submitted empty sends it) finds nothing, as a blank one does.
  router.get('/search', (request, response) => {
    parse(searchQuerySchema, request.query);
    response.json([] satisfies SearchResponse);
  });

  // '*keyword' also takes a keyword holding '/' ('f/1.8', 'AC/DC'): the original client puts it in the path unencoded.
  router.get(['/search/:keyword', '/search/*keyword'], async (request, response) => {
    const { keyword } = parse(searchParamsSchema, { keyword: joinedSegments(request.params.keyword) });
    response.json((await products.search(keyword, parse(searchQuerySchema, request.query))) satisfies SearchResponse);
  });

  router.get('/suggest', async (request, response) => {
    const { q } = parse(suggestQuerySchema, request.query);
    response.json({ success: true, ...(await products.suggest(q)) } satisfies SuggestResponse);
  });
}

export function createProductsRouter(context: AppContext): Router {
  const products = createProductsService(context);
  const router = Router();

  router.get('/get-product', async (request, response) => {
    response.json({ success: true, ...(await products.list(parse(productPageQuerySchema, request.query))) } satisfies ProductListResponse);
  });

  router.get('/get-product/:slug', async (request, response) => {
    const { slug } = parse(productSlugParamsSchema, request.params);
    response.json({ success: true, ...(await products.bySlug(slug)) } satisfies ProductReply);
  });

  router.get('/product-count', async (_request, response) => {
    response.json({ success: true, ...(await products.count()) } satisfies ProductCountResponse);
  });

  router.get('/product-list/:page', async (request, response) => {
    const { page } = parse(productListPageParamsSchema, request.params);
    response.json({ success: true, ...(await products.listPage(page)) } satisfies ProductListResponse);
  });

  router.post('/product-filters', async (request, response) => {
    response.json({ success: true, ...(await products.filter(parse(productFiltersRequestSchema, request.body))) } satisfies ProductListResponse);
  });

  router.get('/product-category/:slug', async (request, response) => {
    const { slug } = parse(categorySlugParamsSchema, request.params);
    response.json({ success: true, ...(await products.inCategory(slug, parse(productCategoryQuerySchema, request.query))) } satisfies ProductCategoryResponse);
  });

  addSearchRoutes(router, products);

  return router;
}
