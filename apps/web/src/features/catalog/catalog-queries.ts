import type { FirstScreen } from '@bidhub/contracts';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { nextPageStart } from '../../lib/product-pages';
import { LIST_REFRESH_MS, QUERY_ROOTS } from '../../lib/query-keys';
import { fetchCategories, fetchCategoryPage, fetchHomePage, FIRST_PAGE } from './catalog-api';
import { HOME_LIST, listQuery, type ListOptions } from './list-options';

const PRODUCT_LISTS_KEY = QUERY_ROOTS.productLists;
export const CATEGORIES_KEY = QUERY_ROOTS.categories;

/** The category list, shared by the header, the home filter, the categories page and the admin forms. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: CATEGORIES_KEY,
    queryFn: fetchCategories,
    // Categories change only by an admin, whose own screens invalidate this query at once. Other
    // visitors' menus read it again when a screen that shows it mounts or the window regains focus
    // a minute on, and when a category page they followed is gone (CategoryProductsPage).
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    meta: { errorToast: 'Something went wrong in getting category' },
  });

/** /home: every auction or the ticked categories, one page per 'Load more'. */
export const homeProductsQuery = (checked: string[], options: ListOptions) =>
  infiniteQueryOptions({
    queryKey: [...PRODUCT_LISTS_KEY, 'home', checked, listQuery(options)],
    queryFn: ({ pageParam }) => fetchHomePage(checked, pageParam, options),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, pages, lastStart) => nextPageStart(pages, last, lastStart),
    refetchInterval: LIST_REFRESH_MS,
    meta: { errorToast: 'Something Went Wrong' },
  });

/** /category/{slug}: one category's auctions with the category itself, one page per 'Load more'. */
export const categoryProductsQuery = (slug: string, options: ListOptions) =>
  infiniteQueryOptions({
    queryKey: [...PRODUCT_LISTS_KEY, 'category', slug, listQuery(options)],
    queryFn: ({ pageParam }) => fetchCategoryPage(slug, pageParam, options),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, pages, lastStart) => nextPageStart(pages, last, lastStart),
    refetchInterval: LIST_REFRESH_MS,
  });

/** /home's default first page and categories, as the server wrote them into the page: both show without a request. */
export function seedHomeFirstScreen(queryClient: QueryClient, { page, categories }: Extract<FirstScreen, { kind: 'home' }>) {
  queryClient.setQueryData(homeProductsQuery([], HOME_LIST).queryKey, { pages: [page], pageParams: [FIRST_PAGE] });
  queryClient.setQueryData(CATEGORIES_KEY, categories);
}
