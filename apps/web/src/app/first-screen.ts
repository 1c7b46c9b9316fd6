import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@bidhub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { seedProduct } from '../features/bidding';
import { seedHomeFirstScreen } from '../features/catalog';
import { noteArrivalsIn } from '../lib/server-clock';

/**
 * When the page's HTML (and so its first screen's serverTime) arrived, on the device's clock; none
 * when it came from the browser's cache (Back to a page the browser kept), which says nothing of
 * when the server wrote it.
 */
function pageArrival(): { arrivedAt: number | undefined; fromCache: boolean } {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as Partial<PerformanceNavigationTiming>[];
  const fromCache = navigation?.type === 'back_forward' || navigation?.transferSize === 0;
  const responseStart = navigation?.responseStart ?? 0;
  return { arrivedAt: !fromCache && responseStart > 0 ? performance.timeOrigin + responseStart : undefined, fromCache };
}

/** The first screen's data the server wrote into the page (/home, a product's page), if any. */
export function readFirstScreen(): FirstScreen | undefined {
  const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstScreen;
  } catch {
    // A page cut short in transit: the screen asks the API as it would without it.
    return undefined;
  }
}

/** A first screen the browser took from its own cache, to be asked for again once the page is live. */
let fromBrowserCache = false;

/** Puts the page's first screen into the query cache before the first render: no spinner, no request. */
export function seedFirstScreen(queryClient: QueryClient, screen: FirstScreen | undefined) {
  const { arrivedAt, fromCache } = pageArrival();
  // The page's code may take seconds to come: its countdowns must not start that late.
  if (arrivedAt !== undefined) noteArrivalsIn(screen, arrivedAt);
  fromBrowserCache = screen !== undefined && fromCache;
  if (screen?.kind === 'home') seedHomeFirstScreen(queryClient, screen);
  if (screen?.kind === 'product') seedProduct(queryClient, screen.product);
}

/**
 * A first screen from the browser's cache (a full-page Back) is shown as it was, then asked for again:
 * its countdowns were as old as the page. Called once the page has taken over its HTML: asked during
 * hydration, the screens' loading state would not match the HTML.
 */
export function refreshFirstScreenFromCache(queryClient: QueryClient) {
  if (!fromBrowserCache) return;
  fromBrowserCache = false;
  void queryClient.invalidateQueries();
}
