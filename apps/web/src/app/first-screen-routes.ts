import type { FirstScreen } from '@bidhub/contracts';
import { preloadableLazy } from '../lib/preloadable-lazy';

// The two screens the server renders (see entry-server.tsx); both sides load them before rendering.
export const HomePage = preloadableLazy(() => import('../features/catalog/HomePage').then((module) => module.HomePage));
export const ProductPage = preloadableLazy(() => import('../features/bidding/ProductPage').then((module) => module.ProductPage));

/**
 * Loads the code of the screen the server rendered. Keyed by the first screen's kind, not by the
 * URL: which paths get a first screen is the server's decision alone (modules/first-screen).
 */
export function preloadFirstScreen(screen: FirstScreen | undefined): Promise<unknown> {
  if (screen?.kind === 'home') return HomePage.preload();
  if (screen?.kind === 'product') return ProductPage.preload();
  return Promise.resolve();
}
