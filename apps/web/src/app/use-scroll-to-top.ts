import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link opens the next page at its top, as a page load would: without this, a product opened from
 * far down a list showed the bottom of its page (the old scroll position, cut to the new height).
 * Keyboard and screen reader users start there too: focus moves to the page's main region, unless
 * the page focused a field of its own. Back and Forward (POP) are left to the browser, which returns
 * to where the user was.
 */
export function useScrollToTopOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    const main = document.getElementById(mainId);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname, navigationType, mainId]);
}
