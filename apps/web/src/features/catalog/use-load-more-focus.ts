import { useCallback, useEffect, useRef } from 'react';

/** What the keyboard reaches: a card's photo link is the pointer's only (tabindex -1, hidden from screen readers). */
const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button';

/**
 * Load more moves the keyboard on to the first item it added, which a screen reader then reads:
 * the new cards are inserted above the button and pushed it out of view, and the last press removes
 * the button, which left the focus on <body> and the next Tab in the footer. `list` goes on the
 * element whose children are the items.
 */
export function useLoadMoreFocus<List extends HTMLElement>(loaded: number, loadMore: () => void) {
  const list = useRef<List>(null);
  const firstNew = useRef<number | undefined>(undefined);
  useEffect(() => {
    const index = firstNew.current;
    if (index === undefined || loaded <= index) return;
    firstNew.current = undefined;
    const item = list.current?.children[index];
    const target = item?.matches(FOCUSABLE) ? item : item?.querySelector(FOCUSABLE);
    if (target instanceof HTMLElement) target.focus();
  }, [loaded]);
  const onLoadMore = useCallback(() => {
    firstNew.current = loaded;
    loadMore();
  }, [loaded, loadMore]);
  return { list, onLoadMore };
}
