import { HOME_SORT, PRODUCT_SORTS, STATUS_FILTERS, type ProductSort, type StatusFilter } from '@bidhub/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How a list is sorted and narrowed; kept in the URL (?sort=&status=&minPrice=&maxPrice=) so it can be shared and Back restores it. */
export interface ListOptions {
  sort: ProductSort;
  status: StatusFilter;
  minPrice: number | undefined;
  maxPrice: number | undefined;
}

/** The API's defaults: a list without options in its URL asks exactly what it did before sorting existed. */
export const PLAIN_LIST: ListOptions = { sort: 'newest', status: 'all', minPrice: undefined, maxPrice: undefined };

/** Home shows open auctions first: the soonest to end on top, ended ones after them. */
export const HOME_LIST: ListOptions = { ...PLAIN_LIST, sort: HOME_SORT };

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const price = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);

export function readListOptions(params: URLSearchParams, defaults: ListOptions): ListOptions {
  return {
    sort: oneOf(PRODUCT_SORTS, params.get('sort'), defaults.sort),
    status: oneOf(STATUS_FILTERS, params.get('status'), defaults.status),
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
  };
}

/** Query parameters for the API: only what differs from the API's own defaults. */
export function listQuery(options: ListOptions): Record<string, string | number> {
  return {
    ...(options.sort !== PLAIN_LIST.sort && { sort: options.sort }),
    ...(options.status !== PLAIN_LIST.status && { status: options.status }),
    ...(options.minPrice !== undefined && { minPrice: options.minPrice }),
    ...(options.maxPrice !== undefined && { maxPrice: options.maxPrice }),
  };
}

/** The page's list options from its URL; changing one pushes a history entry, other parameters (q) are kept. */
export function useListOptions(defaults: ListOptions = PLAIN_LIST) {
  const [params, setParams] = useSearchParams();
  const options = useMemo(() => readListOptions(params, defaults), [params, defaults]);
  const change = useCallback(
    (changes: Partial<ListOptions>) => {
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
  return { options, change };
}
