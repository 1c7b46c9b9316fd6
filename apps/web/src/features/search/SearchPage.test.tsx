import { PRODUCT_LIMITS } from '@bidhub/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { SearchPage } from './SearchPage';
import { SearchProvider } from './SearchProvider';

function renderSearch(resultCount: number) {
  const results = Array.from({ length: resultCount }, (_, index) => productFixture({ _id: `p${index}`, slug: `lamp-${index}`, name: `Brass Lamp ${index}` }));
  const { requests } = fakeServer(() => ({ status: 200, data: results }));
  const Wrapper = appWrapper();
  render(
    <Wrapper>
      <SearchProvider>
        <MemoryRouter initialEntries={['/search?q=lamp']}>
          <Routes>
            <Route path="/search" element={<SearchPage />} />
          </Routes>
        </MemoryRouter>
      </SearchProvider>
    </Wrapper>,
  );
  return requests;
}

describe('SearchPage', () => {
  it('When the API answers as many results as it ever sends, then the page says only those are shown', async () => {
    const requests = renderSearch(PRODUCT_LIMITS.maxSearchResults);

    expect(await screen.findByText(`Found ${PRODUCT_LIMITS.maxSearchResults}`)).toBeTruthy();
    expect(screen.getByText(/Only the first 50 are shown: add a word or a filter/)).toBeTruthy();
    expect(requests[0]?.url).toBe('/product/search/lamp');
  });

  it('When fewer match, then the count stands alone', async () => {
    renderSearch(3);

    expect(await screen.findByText('Found 3')).toBeTruthy();
    expect(screen.queryByText(/Only the first/)).toBeNull();
  });
});
