import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusIsFree } from '../lib/focus-is-free';

/** Where focus last was inside the page, per history entry: a selector and which of its matches. */
interface FocusMark {
  selector: string;
  index: number;
}

const marks = new Map<string, FocusMark>();
/** A list read again after Back may take a moment to show the link; past this the user has moved on. */
const WAIT_FOR_ELEMENT_MS = 3000;

/** A link by its address (a card may hold two to the same page: which one is kept), or a field by its id. */
function markOf(main: HTMLElement, element: Element): FocusMark | undefined {
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  const selector = href ? `a[href="${CSS.escape(href)}"]` : element.id && element !== main ? `#${CSS.escape(element.id)}` : undefined;
  if (selector === undefined) return undefined;
  return { selector, index: [...main.querySelectorAll(selector)].indexOf(element) };
}

const found = (main: HTMLElement, mark: FocusMark) => main.querySelectorAll<HTMLElement>(mark.selector)[mark.index];

/**
 * Back and Forward return focus to the link or field it was on when the page was left, as a page
 * load of a browser's history does for the scroll position: a keyboard user who opened a product from
 * a long list continues from that product, not from the top of the page.
 */
export function useFocusReturn(mainId: string): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    const remember = (event: FocusEvent) => {
      const mark = event.target instanceof Element ? markOf(main, event.target) : undefined;
      if (mark) marks.set(key, mark);
    };
    main.addEventListener('focusin', remember);
    return () => main.removeEventListener('focusin', remember);
  }, [key, mainId]);

  useEffect(() => {
    const main = document.getElementById(mainId);
    const mark = marks.get(key);
    if (navigationType !== 'POP' || !main || !mark) return;
    // Done when focused, or when the user has put focus somewhere themselves: theirs is left alone.
    const tryFocus = () => {
      if (!focusIsFree(main)) return true;
      const element = found(main, mark);
      element?.focus({ preventScroll: true });
      return element !== undefined;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => tryFocus() && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), WAIT_FOR_ELEMENT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [key, navigationType, mainId]);
}
