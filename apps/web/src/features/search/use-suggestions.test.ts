import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { queryWrapper } from '../../test/query-wrapper';
import { useSuggestions } from './use-suggestions';

const suggestions = [{ name: 'Brass Telescope', slug: 'brass-telescope' }];

describe('useSuggestions', () => {
  it('asks once the typing pauses, for the trimmed text, and shows the names', async () => {
    const server = fakeServer(() => ({ status: 200, data: { success: true, suggestions } }));
    const { result } = renderHook(() => useSuggestions('  bras '), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current).toEqual(suggestions));
    expect(server.requests.map((request) => request.params)).toEqual([{ q: 'bras' }]);
  });

  it('shows none when the request fails, and asks nothing for blank text', async () => {
    const server = fakeServer(() => ({ status: 500, data: { success: false, message: 'down' } }));
    const { result, rerender } = renderHook(({ typed }) => useSuggestions(typed), { wrapper: queryWrapper(), initialProps: { typed: '   ' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests).toHaveLength(0);
    rerender({ typed: 'bras' });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(result.current).toEqual([]);
  });
});
