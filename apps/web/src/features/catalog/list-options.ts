import { HOME_SORT, PRODUCT_SORTS, STATUS_FILTERS, type ProductSort, type StatusFilter } from '@bidhub/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Search results alone can be ranked by how well they match: what the API does when a search names no sort. */
export const BEST_MATCH = 'best-match';
export type ListSort = ProductSort | typeof BEST_MATCH;
export const SEARCH_SORTS: readonly ListSort[] = [BEST_MATCH, ...PRODUCT_SORTS];

/** How a list is sorted and narrowed; kept in the URL (?sort=&status=&minPrice=&maxPrice=) so it can be shared and Back restores it. */
export interface ListOptions<Sort extends ListSort = ProductSort> {
  sort: Sort;
  status: StatusFilter;
  minPrice: number | undefined;
  maxPrice: number | undefined;
}

/** The API's defaults: a list without options in its URL asks exactly what it did before sorting existed. */
export const PLAIN_LIST: ListOptions = { sort: 'newest', status: 'all', minPrice: undefined, maxPrice: undefined };

/** Home shows open auctions first: the soonest to end on top, ended ones after them. */
export const HOME_LIST: ListOptions = { ...PLAIN_LIST, sort: HOME_SORT };

/** Search results show the best match first, as the API ranks them. */
export const SEARCH_LIST: ListOptions<ListSort> = { ...PLAIN_LIST, sort: BEST_MATCH };

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Rupees with at most two decimals, as the price bands end (Rs. 999.99); anything else is no bound. */
const price = (value: string | null) => (value !== null && /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : undefined);

/** The price bounds in the address, and whether they are written the wrong way round. */
function priceBounds(params: URLSearchParams) {
  const [low, high] = [price(params.get('minPrice')), price(params.get('maxPrice'))];
  return { low, high, reversed: low !== undefined && high !== undefined && low > high };
}

export function readListOptions<Sort extends ListSort>(params: URLSearchParams, defaults: ListOptions<Sort>, sorts: readonly Sort[]): ListOptions<Sort> {
  // Bounds written the wrong way round still name a range; the API would refuse them with a 400.
  const { low, high, reversed } = priceBounds(params);
  return {
    sort: oneOf(sorts, params.get('sort'), defaults.sort),
    status: oneOf(STATUS_FILTERS, params.get('status'), defaults.status),
    minPrice: reversed ? high : low,
    maxPrice: reversed ? low : high,
  };
}

/**
 * The list parameters in the address that read as nothing (an unknown sort or status, a price that
 * is no amount): the page shows the defaults, so the address should not go on saying otherwise.
 */
export function unreadListParams(params: URLSearchParams, sorts: readonly ListSort[]): string[] {
  const readable: Record<string, (value: string) => boolean> = {
    sort: (value) => sorts.includes(value as ListSort),
    status: (value) => STATUS_FILTERS.includes(value as StatusFilter),
    minPrice: (value) => price(value) !== undefined,
    maxPrice: (value) => price(value) !== undefined,
  };
  return Object.entries(readable).flatMap(([name, reads]) => {
    const value = params.get(name);
    return value !== null && !reads(value) ? [name] : [];
  });
}

/**
 * The address as the page reads it, when it says something else: unread parameters taken out, and
 * price bounds written the wrong way round (which the page reads as that range) swapped.
 */
export function correctedListParams(params: URLSearchParams, sorts: readonly ListSort[]): URLSearchParams | undefined {
  const unread = unreadListParams(params, sorts);
  const { reversed } = priceBounds(params);
  if (unread.length === 0 && !reversed) return undefined;
  const next = new URLSearchParams(params);
  for (const name of unread) next.delete(name);
  if (reversed) {
    next.set('minPrice', params.get('maxPrice')!);
    next.set('maxPrice', params.get('minPrice')!);
  }
  return next;
}

/**
 * Query parameters for the API: only what differs from the API's own defaults. Its sort without one
 * is the newest first for lists and the best match for a search (which must then ask for newest).
 */
export function listQuery(options: ListOptions<ListSort>, apiSort: ListSort = PLAIN_LIST.sort): Record<string, string | number> {
  return {
    ...(options.sort !== apiSort && { sort: options.sort }),
    ...(options.status !== PLAIN_LIST.status && { status: options.status }),
    ...(options.minPrice !== undefined && { minPrice: options.minPrice }),
    ...(options.maxPrice !== undefined && { maxPrice: options.maxPrice }),
  };
}

/**
 * The page's list options from its URL; changing one pushes a history entry, other parameters (q) are
 * kept. `sorts` come back for the page's ListControls, so the select offers exactly what is read.
 */
export function useListOptions<Sort extends ListSort>(defaults: ListOptions<Sort>, sorts: readonly Sort[]) {
  const [params, setParams] = useSearchParams();
  const options = useMemo(() => readListOptions(params, defaults, sorts), [params, defaults, sorts]);
  const change = useCallback(
    (changes: Partial<ListOptions<Sort>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === null) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      });
    },
    [setParams],
  );
  // Corrected in their place in the history, as an unknown page is (use-page-param): Back should not return to them.
  const misread = correctedListParams(params, sorts) !== undefined;
  useEffect(() => {
    if (misread) setParams((current) => correctedListParams(current, sorts) ?? current, { replace: true });
  }, [misread, setParams, sorts]);
  return { options, change, sorts };
}

/** Whether the status or a price band narrows the list (the sort never empties one). */
export const isNarrowed = ({ status, minPrice, maxPrice }: ListOptions<ListSort>) =>
  status !== PLAIN_LIST.status || minPrice !== undefined || maxPrice !== undefined;

/** Where an empty list was looked for: the whole market, the home's ticked categories, or one category page. */
export type ListScope = 'market' | 'ticked-categories' | 'category';

const SCOPE_WORDS: Record<ListScope, string> = { market: '', 'ticked-categories': ' in these categories', category: ' in this category' };

/** What an empty list says: the filters when they narrow it (they are what to loosen), else its scope. */
export function emptyListMessage(scope: ListScope, options: ListOptions<ListSort>): string {
  if (isNarrowed(options)) return `No auctions${SCOPE_WORDS[scope]} match these filters`;
  return scope === 'ticked-categories' ? 'No auctions in these categories' : `No auctions${SCOPE_WORDS[scope]} yet`;
}

/** The options with the status and the price band back at their defaults, the sort kept. */
export const WITHOUT_NARROWING: Partial<Omit<ListOptions, 'sort'>> = { status: undefined, minPrice: undefined, maxPrice: undefined };
