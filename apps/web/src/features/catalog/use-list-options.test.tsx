import { PRODUCT_SORTS } from '@bidhub/contracts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PLAIN_LIST, SEARCH_LIST, SEARCH_SORTS, useListOptions, type ListOptions, type ListSort } from './list-options';

/** The options read from `address`, the address once the hook has set it right, and how it got there. */
function openedAt(address: string, defaults: ListOptions<ListSort> = PLAIN_LIST, sorts: readonly ListSort[] = PRODUCT_SORTS) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  const { result } = renderHook(() => ({ list: useListOptions(defaults, sorts), location: useLocation(), navigation: useNavigationType() }), { wrapper });
  const { list, location, navigation } = result.current;
  return { options: list.options, address: location.pathname + location.search, navigation };
}

describe('useListOptions: the list options in the address', () => {
  it('When the address holds a sort, status or price the list cannot read, then the list shows its defaults and the address drops them in its place', () => {
    const opened = openedAt('/search?q=lamp&sort=cheapest&status=live&minPrice=ten&maxPrice=500&page=2');
    expect(opened.options).toEqual({ ...PLAIN_LIST, maxPrice: 500 });
    expect(opened.address).toBe('/search?q=lamp&maxPrice=500&page=2');
    expect(opened.navigation).toBe('REPLACE');
  });

  it('When every list option in the address is one the list reads, then the address stays as written', () => {
    const opened = openedAt('/search?q=lamp&sort=best-match&status=open&minPrice=0.50', SEARCH_LIST, SEARCH_SORTS);
    expect(opened.options).toEqual({ ...SEARCH_LIST, status: 'open', minPrice: 0.5 });
    expect(opened.address).toBe('/search?q=lamp&sort=best-match&status=open&minPrice=0.50');
    expect(opened.navigation).toBe('POP');
  });

  it('When the price bounds are written the wrong way round, then the list reads that range and the address says it the right way round, in its place', () => {
    const opened = openedAt('/home?minPrice=500&maxPrice=100');
    expect(opened.options).toEqual({ ...PLAIN_LIST, minPrice: 100, maxPrice: 500 });
    expect(opened.address).toBe('/home?minPrice=100&maxPrice=500');
    expect(opened.navigation).toBe('REPLACE');
  });
});
