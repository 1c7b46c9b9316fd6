import { preloadableLazy } from '../lib/preloadable-lazy';

// The two screens the server renders (see entry-server.tsx); both sides load them before rendering.
export const HomePage = preloadableLazy(() => import('../features/catalog/HomePage').then((module) => module.HomePage));
export const ProductPage = preloadableLazy(() => import('../features/bidding/ProductPage').then((module) => module.ProductPage));

/** Loads the code of the screen at `pathname` when the server renders that screen. */
export function preloadFirstScreen(pathname: string): Promise<unknown> {
  if (pathname === '/home') return HomePage.preload();
  if (pathname.startsWith('/product/')) return ProductPage.preload();
  return Promise.resolve();
}
