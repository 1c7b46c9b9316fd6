import { useEffect } from 'react';

/** Names the browser tab after the page while it is shown; the site's default comes back afterwards. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} - BidHub`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
