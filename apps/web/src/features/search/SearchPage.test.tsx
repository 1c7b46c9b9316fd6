import { PRODUCT_LIMITS } from '@bidhub/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appWrapper } from '../../test/app-wrapper';
import { type FakeAnswer, fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { SearchPage } from './SearchPage';
import { SearchProvider } from './SearchProvider';

function renderSearch(resultCount: number, reply?: FakeAnswer, keyword = 'lamp') {
  const results = Array.from({ length: resultCount }, (_, index) => productFixture({ _id: `p${index}`, slug: `lamp-${index}`, name: `Brass Lamp ${index}` }));
  const { requests } = fakeServer(() => reply ?? { status: 200, data: results });
  const Wrapper = appWrapper();
  render(
    <Wrapper>
      <SearchProvider>
        <MemoryRouter initialEntries={[`/search?q=${encodeURIComponent(keyword)}`]}>
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

  it('When a search is shown, then the tab names its words', async () => {
    renderSearch(1, undefined, 'brass lamp');
    await screen.findByText('Found 1');
    expect(document.title).toBe('Search Results for "brass lamp" - BidHub');
  });

  it('When the server refuses the keyword itself (too long), then its message shows without a Try again that could only fail again', async () => {
    renderSearch(0, { status: 400, data: { success: false, message: 'Keyword must be at most 500 characters' } });

    expect(await screen.findByText('Keyword must be at most 500 characters')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('When the search failed on the way (the server did not answer), then Try again is offered', async () => {
    renderSearch(0, { status: 503, data: { success: false, message: 'The service is starting, try again shortly' } });

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("When the keyword is punctuation only ('..'), then nothing is asked (the path would name another route) and nothing is found", async () => {
    const requests = renderSearch(3, undefined, '..');

    expect(await screen.findByText('No Products Found')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('When nothing is found, then the categories it suggests browsing are a link', async () => {
    renderSearch(0);

    expect(await screen.findByText('No Products Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'browse the categories' }).getAttribute('href')).toBe('/categories');
  });
});
