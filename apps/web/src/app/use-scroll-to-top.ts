import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link opens the next page at its top, as a page load would: without this, a product opened from
 * far down a list showed the bottom of its page (the old scroll position, cut to the new height).
 * Back and Forward (POP) are left to the browser, which returns to where the user was.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
