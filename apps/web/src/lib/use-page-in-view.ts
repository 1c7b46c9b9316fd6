import { useEffect, useState } from 'react';

/**
 * How long a page stays hidden before it lets its live streams go: a glance at another tab keeps
 * them. At 30 s, tabs opened one after another each waited up to 27 s for an earlier one's to go
 * (outside audit R6).
 */
export const HIDDEN_GRACE_MS = 5_000;

const isShown = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Whether the page is in view: false once it has stayed hidden for HIDDEN_GRACE_MS (a tab opened in
 * the background is hidden from the start), true again as soon as it is shown. A browser holds six
 * connections to a server over HTTP/1.1; every open tab kept one or two streams, so a sixth tab
 * left nothing for the next request, a bid among them (outside audit C1).
 */
export function usePageInView(): boolean {
  const [inView, setInView] = useState(isShown);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      if (isShown()) setInView(true);
      else timer = setTimeout(() => setInView(false), HIDDEN_GRACE_MS);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, []);
  return inView;
}
