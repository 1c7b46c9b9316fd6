import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePageParam } from './use-page-param';

/** The page read from `address`, and the address once the hook has set it right. */
function openedAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  const { result } = renderHook(() => ({ page: usePageParam()[0], location: useLocation() }), { wrapper });
  return { page: result.current.page, address: result.current.location.pathname + result.current.location.search };
}

describe('usePageParam: the page in the address', () => {
  it('When the address holds something that is not a page number, then the first page shows and the address drops it', () => {
    for (const written of ['abc', '-1', '0', '1', '2.5', '']) {
      expect(openedAt(`/cart?sort=ending&page=${written}`), written).toEqual({ page: 0, address: '/cart?sort=ending' });
    }
  });

  it('When the address holds a page number as people write it, then that page shows, written plainly', () => {
    expect(openedAt('/cart?page=3')).toEqual({ page: 2, address: '/cart?page=3' });
    expect(openedAt('/cart?page=03')).toEqual({ page: 2, address: '/cart?page=3' });
  });
});
