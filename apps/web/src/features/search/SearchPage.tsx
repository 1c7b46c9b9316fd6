import { PRODUCT_LIMITS } from '@bidhub/contracts';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DataError } from '../../components/DataError';
import { ListControls, ProductGrid, ProductGridSkeleton, SEARCH_LIST, SEARCH_SORTS, useListOptions } from '../catalog';
import { useSearch } from './use-search';

/** /search?q=: the results the header's search stored; opened directly or reloaded, it searches for q itself. */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get('q')?.trim() ?? '';
  // The words in the tab too: tabs and the history list of several searches told none apart (outside audit N1).
  useDocumentTitle(wanted ? `Search Results for "${wanted}"` : 'Search Results');
  const { options, change, sorts } = useListOptions(SEARCH_LIST, SEARCH_SORTS);
  const { keyword, results, loading, error, refused, search, ensureSearched } = useSearch();

  useEffect(() => {
    if (wanted) void ensureSearched(wanted, options);
  }, [wanted, options, ensureSearched]);

  // Without q (an old link) the page shows what is stored, which before any search is nothing.
  const shown = !wanted || keyword === wanted;
  const found = shown ? results : [];

  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading" className="page-heading">
        Search Results
      </h1>
      {wanted && <ListControls options={options} onChange={change} sorts={sorts} />}
      {loading || !shown ? (
        <ProductGridSkeleton />
      ) : error ? (
        <DataError title="The search could not be run" message={error} onRetry={refused ? undefined : () => void search(keyword, options)} />
      ) : (
        <>
          <p className="page-subheading" aria-live="polite">
            {found.length === 0 ? 'No Products Found' : `Found ${found.length}`}
            {keyword && <span className="search-page__keyword"> for "{keyword}"</span>}
          </p>
          {/* The API answers at most this many; more may match, and saying "Found 50" alone would hide them. */}
          {found.length >= PRODUCT_LIMITS.maxSearchResults && (
            <p className="text-secondary">Only the first {found.length} are shown: add a word or a filter to narrow the search.</p>
          )}
          {found.length === 0 ? (
            <p className="empty">
              {keyword ? (
                <>
                  Try another word, or <Link to="/categories">browse the categories</Link>.
                </>
              ) : (
                'Type a word in the search box to find auctions.'
              )}
            </p>
          ) : (
            <ProductGrid cardHeadingLevel={2} products={found} label={`Results for ${keyword}`} />
          )}
        </>
      )}
    </section>
  );
}
