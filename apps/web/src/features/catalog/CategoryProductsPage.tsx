import { PRODUCT_SORTS } from '@bidhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DataError } from '../../components/DataError';
import { MissingPanel } from '../../components/MissingPanel';
import { CATEGORIES_KEY, categoriesQuery } from './catalog-queries';
import { ListEnd } from './LoadMoreButton';
import { useLoadMoreFocus } from './use-load-more-focus';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { EmptyList } from './EmptyList';
import { ListControls } from './ListControls';
import { PLAIN_LIST, useListOptions } from './list-options';
import { useCategoryProducts } from './use-category-products';

/**
 * The category as the list already loaded (the header's menu, the categories page) has it: its name
 * heads the page while its auctions load, or when they fail to. Read from the cache, never asked for.
 */
function useCachedCategory(slug: string) {
  return useQueryClient()
    .getQueryData(categoriesQuery().queryKey)
    ?.find((known) => known.slug === slug);
}

/** /category/{slug}: the auctions of one category. */
export function CategoryProductsPage() {
  const { slug = '' } = useParams();
  const { options, change, sorts } = useListOptions(PLAIN_LIST, PRODUCT_SORTS);
  const { category, products, total, loading, error, moreError, notFound, loadMore, retry, hasMore } = useCategoryProducts(slug, options);
  const { list, onLoadMore } = useLoadMoreFocus<HTMLUListElement>(products.length, loadMore);
  const cached = useCachedCategory(slug);
  const named = category ?? cached;
  const heading = named ? `Category - ${named.name}` : 'Category';
  useDocumentTitle(notFound ? 'Category not found' : heading);
  useForgetCategoriesWhen(notFound);
  useCategoryAddress(slug, category?.slug);
  if (notFound) return <MissingPanel title="Category not found" text="This category does not exist, or it has been renamed or removed." />;

  return (
    <section className="category-page" aria-labelledby="category-heading">
      <h1 id="category-heading" className="page-heading">
        {heading}
      </h1>
      {/* In place while loading, so the list below does not move down when the count arrives. */}
      <p className="page-subheading" aria-live="polite" data-testid="category-count">
        {category ? `${total} result found` : '\u00a0'}
      </p>
      <ListControls options={options} onChange={change} sorts={sorts} />
      {error && <DataError title="This category could not be loaded" message={error} onRetry={retry} />}
      {loading && products.length === 0 ? (
        <ProductGridSkeleton />
      ) : products.length === 0 ? (
        !error && <EmptyList scope="category" options={options} onChange={change} />
      ) : (
        <ProductGrid ref={list} cardHeadingLevel={2} products={products} label={`${total} products in ${category?.name ?? 'this category'}`} />
      )}
      <ListEnd hasMore={hasMore} loading={loading} onLoadMore={onLoadMore} moreError={moreError} onRetry={retry} />
    </section>
  );
}

/** A category link that led nowhere came from a list older than a rename or removal: read the list again. */
function useForgetCategoriesWhen(gone: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (gone) void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
  }, [gone, queryClient]);
}

/**
 * A link from a list older than a rename still finds the category (the server knows its former
 * slugs): the page moves to its address, and the list is read again for the menus' sake.
 */
function useCategoryAddress(slug: string, currentSlug: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    if (currentSlug === undefined || currentSlug === slug) return;
    void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    void navigate(`/category/${currentSlug}${search}`, { replace: true });
  }, [slug, currentSlug, search, queryClient, navigate]);
}
