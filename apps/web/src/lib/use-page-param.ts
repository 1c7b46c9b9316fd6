import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter holding a paged list's page, counted from 1 as people count pages. */
export const PAGE_PARAM = 'page';

/**
 * A paged list's page (from 0) kept in the address as `?page=2`: a reload or a shared link opens
 * the same page, and Back from a lot opened on page 2 returns to page 2. Each turn of the page is
 * a history entry, as on a real site's lists, unless `replace` is asked (a correction of a page the
 * list does not have, which Back should not return to); the first page has no parameter. Anything
 * that is not a page number reads as the first page.
 */
export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PAGE_PARAM);
  const written = Number(raw);
  const page = Number.isSafeInteger(written) && written > 1 ? written - 1 : 0;
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 0) updated.set(PAGE_PARAM, String(next + 1));
          else updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: options?.replace },
      ),
    [setParams],
  );
  // What the address says is what the page shows: '?page=abc' or '?page=1' read as the first page
  // went on saying otherwise (outside audit R7), so it is set right in its place in the history.
  const canonical = page > 0 ? String(page + 1) : null;
  useEffect(() => {
    if (raw !== canonical) setPage(page, { replace: true });
  }, [raw, canonical, page, setPage]);
  return [page, setPage];
}

/**
 * A page past the last of `pages` (undefined while unknown; the list shrank, or an old link) turns
 * into the last, in its place in the history, so Back leaves the list rather than returning to a
 * page it does not have. True until it has.
 */
export function useLastPageInstead(page: number, pages: number | undefined, setPage: ReturnType<typeof usePageParam>[1]): boolean {
  const beyondLast = pages !== undefined && pages > 0 && page >= pages;
  useEffect(() => {
    if (beyondLast) setPage(pages - 1, { replace: true });
  }, [beyondLast, pages, setPage]);
  return beyondLast;
}
