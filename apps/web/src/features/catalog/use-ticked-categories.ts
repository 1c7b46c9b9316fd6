import { startTransition, useCallback, useEffect, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';

const PARAM = 'categories';
/** Only ids can be sent to the filter; anything else a hand-edited URL holds is dropped. */
const CATEGORY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What RESET FILTERS clears: the categories and the other filters; the sort is not a filter. */
const FILTER_PARAMS = [PARAM, 'status', 'minPrice', 'maxPrice'];

/** The ids as the categories name them (lower case), each once. */
const tickedIn = (text: string | null) => [...new Set((text ?? '').split(',').filter((id) => CATEGORY_ID.test(id)).map((id) => id.toLowerCase()))];

const toggled = (ids: string[], categoryId: string, selected: boolean) => [...ids.filter((id) => id !== categoryId), ...(selected ? [categoryId] : [])];

function withTicked(current: URLSearchParams, ids: string[]): URLSearchParams {
  const next = new URLSearchParams(current);
  if (ids.length > 0) next.set(PARAM, ids.join(','));
  else next.delete(PARAM);
  return next;
}

/**
 * The categories ticked in the home filter, kept in the URL (?categories=id,id) like the other list
 * options: Back from an auction and a shared link keep them, where page state lost them. The router
 * renders a URL change as a transition, which waits for the new list's render: meanwhile the box
 * shows its tick at once (useOptimistic), instead of springing back unticked until then.
 */
export function useTickedCategories() {
  const [params, setParams] = useSearchParams();
  const text = params.get(PARAM);
  const [checked, showChecked] = useOptimistic(useMemo(() => tickedIn(text), [text]));
  const toggleCategory = useCallback(
    (categoryId: string, selected: boolean) =>
      startTransition(() => {
        showChecked((shown) => toggled(shown, categoryId, selected));
        setParams((current) => withTicked(current, toggled(tickedIn(current.get(PARAM)), categoryId, selected)));
      }),
    [setParams, showChecked],
  );
  // In place of the URL, not as a new page: Back should not bring the dead ids back.
  const forgetCategories = useCallback(
    (unknown: string[]) => setParams((current) => withTicked(current, tickedIn(current.get(PARAM)).filter((id) => !unknown.includes(id))), { replace: true }),
    [setParams],
  );
  // Text that is no id is read as nothing, an id in capitals as the id, a repeated one once: the
  // address says what the filter reads (outside audit R10, recheck R11).
  const unreadable = text !== null && (text === '' || tickedIn(text).join(',') !== text);
  useEffect(() => {
    if (unreadable) setParams((current) => withTicked(current, tickedIn(current.get(PARAM))), { replace: true });
  }, [unreadable, setParams]);
  // Nothing to reset adds no history entry: Back would seem to do nothing, showing the same list.
  const narrowed = FILTER_PARAMS.some((name) => params.has(name));
  const resetFilters = useCallback(() => {
    if (!narrowed) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of FILTER_PARAMS) next.delete(name);
      return next;
    });
  }, [narrowed, setParams]);
  return { checked, toggleCategory, resetFilters, forgetCategories };
}
