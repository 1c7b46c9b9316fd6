import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirstScreen } from '@bidhub/contracts';
import { useProduct } from '../features/bidding';
import { createQueryClient } from '../lib/query-client';
import { useCountdown } from '../lib/use-countdown';
import { fakeServer } from '../test/fake-server';
import { productFixture } from '../test/product-fixture';
import { queryWrapper } from '../test/query-wrapper';
import { readFirstScreen, refreshFirstScreenFromCache, seedFirstScreen } from './first-screen';

/** The page as the server sent it: the first screen's data in its JSON element. */
function pageCarrying(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-screen';
  element.textContent = text;
  document.head.append(element);
}
afterEach(() => document.getElementById('first-screen')?.remove());

function seededClient() {
  const client = createQueryClient();
  seedFirstScreen(client, readFirstScreen());
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('the first screen the server wrote into the page', () => {
  it('shows its product on the first render, without asking the API', () => {
    const server = fakeServer(() => ({ status: 500, data: { success: false, message: 'not expected' } }));
    const screen: FirstScreen = { kind: 'product', product: productFixture({ name: 'Brass Telescope', price: 1500 }) };
    pageCarrying(JSON.stringify(screen));
    const { result } = renderHook(() => useProduct('brass-telescope'), { wrapper: seededClient() });
    expect(result.current.load).toMatchObject({ status: 'ready', product: { name: 'Brass Telescope', price: 1500 } });
    expect(server.requests).toHaveLength(0);
  });

  it("counts its countdown from when the page arrived, not from when the page's slow code drew it", () => {
    const arrived = Date.parse('2030-01-01T10:00:00.000Z');
    vi.useFakeTimers({ now: arrived + 6_000 });
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(arrived - 300);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ responseStart: 300 } as unknown as PerformanceEntry]);
    try {
      const product = productFixture({ serverTime: '2030-01-01T10:00:00.000Z', endtime: '2030-01-01T10:00:30.000Z' });
      pageCarrying(JSON.stringify({ kind: 'product', product }));
      seededClient();
      // Its code came 6 s after the HTML: 24 s are left, not the 30 the page was drawn with.
      const { result } = renderHook(() => useCountdown(product.endtime, product.serverTime));
      expect(result.current).toBe(24_000);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('is asked for again at once when the page came from the browser\'s cache (Back), its time being as old as the page', async () => {
    const server = fakeServer(() => ({ status: 200, data: { success: true, product: productFixture({ name: 'Brass Telescope', price: 1700 }) } }));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward', transferSize: 0, responseStart: 300 } as unknown as PerformanceEntry]);
    try {
      pageCarrying(JSON.stringify({ kind: 'product', product: productFixture({ name: 'Brass Telescope', price: 1500 }) }));
      const client = createQueryClient();
      seedFirstScreen(client, readFirstScreen());
      const { result } = renderHook(() => useProduct('brass-telescope'), { wrapper: queryWrapper(client) });
      // Drawn as the HTML shows it (hydration must match), and asked for again once the page is live.
      expect(result.current.load).toMatchObject({ status: 'ready', product: { price: 1500 } });
      expect(server.requests).toHaveLength(0);
      refreshFirstScreenFromCache(client);
      await vi.waitFor(() => expect(result.current.load).toMatchObject({ product: { price: 1700 } }));
      expect(server.requests).toHaveLength(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('is ignored when cut short, and the page asks the API as usual', async () => {
    const server = fakeServer(() => ({ status: 200, data: { success: true, product: productFixture() } }));
    pageCarrying('{"kind":"product","product":{"name":"Bra');
    const { result } = renderHook(() => useProduct('brass-telescope'), { wrapper: seededClient() });
    expect(result.current.load.status).toBe('loading');
    await expect.poll(() => server.requests.length).toBe(1);
  });
});
