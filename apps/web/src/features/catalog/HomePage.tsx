import { PRODUCT_SORTS } from '@bidhub/contracts';
import { LinkButton } from '../../components/LinkButton';
import { countOf } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CategoryFilter } from './CategoryFilter';
import { DataError } from '../../components/DataError';
import { ListEnd } from './LoadMoreButton';
import { useLoadMoreFocus } from './use-load-more-focus';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { ListControls } from './ListControls';
import { EmptyList } from './EmptyList';
import { HOME_LIST, useListOptions } from './list-options';
import { useHomeProducts } from './use-home-products';
import { useSession } from '../auth';

/** /home: every auction, open ones first, narrowed by the category filter on the left and the list controls. */
export function HomePage() {
  useDocumentTitle('All Products');
  const { options, change, sorts } = useListOptions(HOME_LIST, PRODUCT_SORTS);
  const { session } = useSession();
  const { checked, products, total, loading, replacing, error, moreError, toggleCategory, resetFilters, forgetCategories, loadMore, retry, hasMore } = useHomeProducts(options);
  const { list, onLoadMore } = useLoadMoreFocus<HTMLUListElement>(products.length, loadMore);
  return (
    <section aria-labelledby="home-heading">
      <div className="welcome">
        <h1 id="home-heading">Welcome to BidHub</h1>
        <p className="welcome__text">Enjoy the most seamless bidding experience!</p>
        {!session && (
          // The spec's two ways in for a visitor; a signed-in user has no use for them.
          <div className="welcome__actions">
            <LinkButton to="/register" type="primary">
              New User
            </LinkButton>
            <LinkButton to="/login">Existing User</LinkButton>
          </div>
        )}
      </div>
      {/* The spec's 2 + 9 of 12 columns; the twelfth becomes the space between the two. */}
      <div className="home__layout">
        <CategoryFilter checked={checked} onToggle={toggleCategory} onReset={resetFilters} onUnknown={forgetCategories} />
        <div className="home__products">
          <h2 className="home__products-heading">All Products</h2>
          <ListControls options={options} onChange={change} sorts={sorts} />
          {/* The home shows no count line: a screen reader still hears how many a filter or sort found. */}
          <p className="visually-hidden" role="status" data-testid="home-result-count">
            {replacing || (loading && products.length === 0) || error ? '' : countOf(total, 'auction')}
          </p>
          {error && <DataError title="Products could not be loaded" message={error} onRetry={retry} />}
          {loading && products.length === 0 ? (
            <ProductGridSkeleton />
          ) : products.length === 0 && !error ? (
            <EmptyList scope={checked.length > 0 ? 'ticked-categories' : 'market'} options={options} onChange={change} />
          ) : (
            // The cards of the previous filter stay, dimmed, until the new ones arrive.
            <div className={replacing ? 'replacing replacing--on' : 'replacing'} aria-busy={replacing}>
              <ProductGrid ref={list} products={products} label={`${total} products`} />
              {replacing && (
                <div className="replacing__note" role="status">
                  <span className="spinner" aria-hidden="true" />
                  Loading ...
                </div>
              )}
            </div>
          )}
          <ListEnd hasMore={hasMore} loading={loading} onLoadMore={onLoadMore} moreError={moreError} onRetry={retry} />
        </div>
      </div>
    </section>
  );
}
