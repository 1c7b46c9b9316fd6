import { act, renderHook, waitFor } from '@testing-library/react';
import toast, { useToaster } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { WISHLIST_LIMITS } from '@bidhub/contracts';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { appWrapper } from '../../test/app-wrapper';
import { userFixture } from '../../test/user-fixture';
import { createQueryClient } from '../../lib/query-client';
import { saveStoredSession } from '../../lib/session';
import { useWishlist } from './use-wishlist';
import { wishlistQuery } from './wishlist-queries';
import { readStoredWishlist, saveStoredWishlist } from './wishlist-storage';

const user = userFixture();
const SAVED_ID = '6f1d2c3b-4a59-4e8f-9d7c-1b2a3c4d5e6f';

afterEach(() => {
  localStorage.clear();
  toast.remove();
});

const visibleToasts = () =>
  renderHook(() => useToaster())
    .result.current.toasts.filter((shown) => shown.visible)
    .map((shown) => shown.message);

describe('useWishlist', () => {
  it('signed out, keeps a product once in localStorage however often it is added, and shows its live price', async () => {
    const saved = productFixture({ _id: 'p1', price: 1000 });
    saveStoredWishlist([saved]);
    fakeServer(() => ({ status: 200, data: { success: true, product: { ...saved, price: 1500 } } }));
    const { result } = renderHook(() => useWishlist(), { wrapper: appWrapper() });
    expect(result.current.items.map((item) => item.price)).toEqual([1000]);
    await waitFor(() => expect(result.current.items.map((item) => item.price)).toEqual([1500]));

    const other = productFixture({ _id: 'p2', slug: 'other' });
    await act(() => result.current.add(other));
    await act(() => result.current.add(other));
    expect(readStoredWishlist().map((item) => item._id)).toEqual(['p1', 'p2']);
    // The cache tells its observers on the next tick.
    await waitFor(() => expect(result.current.items.map((item) => item._id)).toEqual(['p1', 'p2']));
    await act(() => result.current.remove('p1'));
    expect(readStoredWishlist().map((item) => item._id)).toEqual(['p2']);
  });

  it('When several products are added in quick succession, then one toast says what happened last', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, product: productFixture() } }));
    const { result } = renderHook(() => useWishlist(), { wrapper: appWrapper() });
    await act(() => result.current.add(productFixture({ _id: 'p1', slug: 'one' })));
    await act(() => result.current.add(productFixture({ _id: 'p2', slug: 'two' })));
    await act(() => result.current.add(productFixture({ _id: 'p2', slug: 'two' })));
    expect(visibleToasts()).toEqual(['Item is already in your wishlist']);
  });

  it('signed in, tells the other tabs when it changes the account, and reloads when another tab does', async () => {
    saveStoredSession({ user, token: 'token' });
    const account = [productFixture({ _id: 'p1' })];
    const { requests } = fakeServer(() => ({ status: 200, data: { success: true, products: account } }));
    const { result } = renderHook(() => useWishlist(), { wrapper: appWrapper() });
    await waitFor(() => expect(result.current.items.map((item) => item._id)).toEqual(['p1']));
    const otherTab = new BroadcastChannel('bidhub-wishlist');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);

    await act(() => result.current.add(productFixture({ _id: 'p2', slug: 'p2' })));
    await waitFor(() => expect(heard).toEqual(['changed']));

    const before = requests.length;
    otherTab.postMessage('changed');
    await waitFor(() => expect(requests.slice(before).map((request) => `${request.method} ${request.url}`)).toEqual(['get /wishlist']));
    otherTab.close();
  });

  it('When a product was deleted since the list was read, then removing it reloads the list instead of an error', async () => {
    saveStoredSession({ user, token: 'token' });
    const { requests } = fakeServer((request) =>
      request.method === 'delete' ? { status: 404, data: { success: false, message: 'Product not found' } } : { status: 200, data: { success: true, products: [] } },
    );
    const { result } = renderHook(() => useWishlist(), { wrapper: appWrapper() });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    const before = requests.length;
    await act(() => result.current.remove('gone'));
    await waitFor(() => expect(requests.slice(before).map((request) => `${request.method} ${request.url}`)).toEqual(['delete /wishlist/gone', 'get /wishlist']));
    expect(visibleToasts()).toEqual([]);
  });

  it('signed in, merges what this browser saved into the account once and then follows the account', async () => {
    saveStoredSession({ user, token: 'token' });
    saveStoredWishlist([productFixture({ _id: SAVED_ID })]);
    // Newest first, as the API lists it: the merged lot after p9, which the account held before.
    const account = [productFixture({ _id: SAVED_ID }), productFixture({ _id: 'p9', slug: 'p9' })];
    const { requests } = fakeServer(() => ({ status: 200, data: { success: true, products: account } }));
    const { result } = renderHook(() => useWishlist(), { wrapper: appWrapper() });
    // In the order added, as the browser's own list holds them.
    await waitFor(() => expect(result.current.items.map((item) => item._id)).toEqual(['p9', SAVED_ID]));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['post /wishlist/merge']);
    expect(JSON.parse(requests[0]!.data as string)).toEqual({ productIds: [SAVED_ID] });
    expect(readStoredWishlist()).toEqual([]);
  });

  it('signed in, a saved list longer than one merge may carry, with duplicates and a hand-edited id, is merged in calls the route takes', async () => {
    saveStoredSession({ user, token: 'token' });
    const ids = Array.from({ length: WISHLIST_LIMITS.maxMergeIds + 1 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    saveStoredWishlist([...ids, ids[0]!, 'not-an-id'].map((_id) => productFixture({ _id })));
    const { requests } = fakeServer(() => ({ status: 200, data: { success: true, products: [] } }));
    const { result } = renderHook(() => useWishlist(), { wrapper: appWrapper() });
    await waitFor(() => expect(readStoredWishlist()).toEqual([]));
    expect(result.current.items).toEqual([]);
    const sent = requests.map((request) => (JSON.parse(request.data as string) as { productIds: string[] }).productIds);
    expect(sent).toEqual([ids.slice(0, WISHLIST_LIMITS.maxMergeIds), ids.slice(WISHLIST_LIMITS.maxMergeIds)]);
  });

  it('signed in, when every product this browser saved is gone (merge 404), then it shows the account list and forgets the saved one', async () => {
    saveStoredSession({ user, token: 'token' });
    saveStoredWishlist([productFixture({ _id: SAVED_ID })]);
    const account = [productFixture({ _id: 'p9', slug: 'p9' })];
    const { requests } = fakeServer((request) =>
      request.url === '/wishlist/merge' ? { status: 404, data: { success: false, message: 'Product not found' } } : { status: 200, data: { success: true, products: account } },
    );
    const { result } = renderHook(() => useWishlist(), { wrapper: appWrapper() });
    await waitFor(() => expect(result.current.items.map((item) => item._id)).toEqual(['p9']));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['post /wishlist/merge', 'get /wishlist']);
    expect(readStoredWishlist()).toEqual([]);
    expect(visibleToasts()).toEqual([]);
  });

  it('signed in, when the account list is full (merge 409), then it says so, shows the account list and stops merging', async () => {
    saveStoredSession({ user, token: 'token' });
    const ids = Array.from({ length: WISHLIST_LIMITS.maxMergeIds + 1 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    saveStoredWishlist(ids.map((_id) => productFixture({ _id })));
    const full = `Your watchlist holds at most ${WISHLIST_LIMITS.maxWatched} products: remove one to watch another`;
    const account = [productFixture({ _id: 'p9', slug: 'p9' })];
    const { requests } = fakeServer((request) =>
      request.url === '/wishlist/merge' ? { status: 409, data: { success: false, message: full } } : { status: 200, data: { success: true, products: account } },
    );
    const { result } = renderHook(() => useWishlist(), { wrapper: appWrapper() });
    await waitFor(() => expect(result.current.items.map((item) => item._id)).toEqual(['p9']));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['post /wishlist/merge', 'get /wishlist']);
    expect(visibleToasts()).toEqual([full]);
  });
});

describe('The account wishlist asked for after its user signed out', () => {
  it('answers empty without a request: one without a token would only meet a 401', async () => {
    const server = fakeServer(() => ({ status: 401, data: { success: false, message: 'Sign in required: no token sent' } }));
    expect(await createQueryClient().fetchQuery(wishlistQuery(user._id))).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});
