import { categorySlugParamsSchema, HOME_SORT, productPageQuerySchema, productSlugParamsSchema, type FirstScreen } from '@bidhub/contracts';
import type { Request } from 'express';
import type { AppContext } from '../../app-context.js';
import type { WebPages } from '../../http/web-client.js';
import { categoryPreviewTags, injectPreview, originOf, productPreviewTags } from '../link-previews/index.js';
import { toCategoryView } from '../categories/index.js';
import { createProductReads } from '../products/index.js';
import { loadFirstScreenRenderer, type RenderFirstScreen } from './first-screen-renderer.js';
import { firstScreenTags, hintsSignedIn, withHeadTags, withRenderedRoot, withSignedInClass } from './first-screen-tags.js';
import { readRouteChunkTags, type RouteChunkTags } from './route-chunks.js';

/** The page's slug as its API route would take it (no NUL, say), or undefined for one the route refuses. */
const slugOf = (schema: typeof productSlugParamsSchema | typeof categorySlugParamsSchema, params: Request['params']) => {
  const parsed = schema.safeParse(params);
  return parsed.success ? parsed.data.slug : undefined;
};

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** The list options /home reads from its URL: with any of them the page asks for another list. */
const LIST_OPTION_PARAMS = ['sort', 'status', 'minPrice', 'maxPrice', 'categories'];

/**
 * The route's styles, the first screen's data and, rendered, its markup; without markup the
 * route's modules are fetched ahead too. The photo's preload goes first: behind the product page's
 * three route stylesheets it was requested ~0.4 s later on Lighthouse's slow phone (LCP 2.0 s, 1.2 s
 * first). '/' gets /home's render: the app makes its address /home before it starts (main.tsx),
 * so it takes over the page it was rendered for, and '/' paints without waiting for the app's
 * JavaScript, as /home does (left empty, it was blank until then: LCP 2.7-2.9 s, outside audit D2).
 * `next`: the prefetches of the page a visitor is likely to open from this one.
 */
async function withFirstScreen(
  render: RenderFirstScreen | undefined,
  { page, request, screen, route, next = [] }: { page: string; request: Request; screen: FirstScreen | undefined; route: RouteChunkTags; next?: string[] },
) {
  const url = request.path === '/' ? `/home${queryOf(request.originalUrl)}` : request.originalUrl;
  const markup = screen && (await render?.(url, screen));
  // The next page's links wait in an inert template until the app starts (main.tsx), after the page has loaded.
  const prefetches = next.length > 0 ? [`<template id="next-page-prefetch">${next.join('')}</template>`] : [];
  const tags = [...(screen ? firstScreenTags(screen) : []), ...(markup ? [] : route.modules), ...route.styles, ...prefetches];
  const withTags = withHeadTags(hintsSignedIn(request.headers.cookie) ? withSignedInClass(page) : page, tags);
  return markup ? withRenderedRoot(withTags, markup) : withTags;
}

/**
 * /home, /product/{slug} and /category/{slug} as the server sends them: index.html that starts loading the route's
 * chunks and its largest photo at once, carries the first screen's data and, when the web app's
 * server build is there, the first screen itself, so a phone on a slow network paints the page
 * without waiting for the app's JavaScript. A product page also carries its link preview tags.
 */
export function createFirstScreenPages(
  { db, catalog, logger, config }: Pick<AppContext, 'db' | 'catalog' | 'logger' | 'config'>,
  webDistDir: string,
  render: RenderFirstScreen | undefined = loadFirstScreenRenderer(webDistDir, logger),
): WebPages {
  const chunkTags = readRouteChunkTags(webDistDir);
  const products = createProductReads(db, catalog);

  async function homeScreen(request: Request): Promise<FirstScreen | undefined> {
    if (LIST_OPTION_PARAMS.some((name) => name in request.query)) return undefined;
    const [{ products: firstPage, total, nextCursor }, categories] = await Promise.all([
      products.list(productPageQuerySchema.parse({ page: 1, sort: HOME_SORT })),
      catalog.categories.list(),
    ]);
    return { kind: 'home', page: { products: firstPage, total, nextCursor }, categories: categories.map(toCategoryView) };
  }

  return {
    async home(indexHtml, request) {
      // A lot is what a visitor opens next: its page's code, fetched while nothing else is, is there at
      // the tap, where on a slow phone the old list stood for over a second with no sign (outside audit D2).
      return withFirstScreen(render, { page: indexHtml, request, screen: await homeScreen(request), route: chunkTags.home, next: chunkTags.product.prefetches });
    },
    async product(indexHtml, request) {
      const slug = slugOf(productSlugParamsSchema, request.params);
      if (slug === undefined) return undefined;
      const product = await products.findBySlug(slug);
      if (!product) return undefined;
      // A former slug or the id: the lot's one address is its slug, so links and crawlers move there.
      if (product.slug !== slug) return { movedTo: `/product/${encodeURIComponent(product.slug)}${queryOf(request.originalUrl)}` };
      const screen: FirstScreen = { kind: 'product', product };
      const page = injectPreview(indexHtml, productPreviewTags(product, originOf(request, config.publicOrigin)));
      return withFirstScreen(render, { page, request, screen, route: chunkTags.product });
    },
    // The app's page with the category's link preview, for a category that exists: one that does
    // not is a 404 for crawlers and link checkers, as a missing product is; a former slug moves on.
    async category(indexHtml, request) {
      const slug = slugOf(categorySlugParamsSchema, request.params);
      if (slug === undefined) return undefined;
      const category = await catalog.categories.bySlug(slug);
      if (!category) return undefined;
      if (category.slug !== slug) return { movedTo: `/category/${encodeURIComponent(category.slug)}${queryOf(request.originalUrl)}` };
      return injectPreview(indexHtml, categoryPreviewTags(category, originOf(request, config.publicOrigin)));
    },
  };
}
