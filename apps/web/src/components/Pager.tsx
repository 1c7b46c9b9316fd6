interface PagerProps {
  /** Names the pages for screen readers, e.g. 'Bid history pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previousText: string;
  nextText: string;
  /** Buttons to the first and the last page, for lists of many pages (a bid history of 1,000 bids). */
  ends?: { firstText: string; lastText: string };
}

/**
 * Previous and next buttons around 'Page n of m', which is announced when it changes. At either end
 * a button is aria-disabled, not disabled: a disabled button drops the keyboard focus to the page,
 * so reaching the last page with Enter sent the next Tab back to the skip link.
 */
export function Pager({ label, page, pages, onPage, previousText, nextText, ends }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      {ends && (
        <PagerButton enabled={page > 0} onClick={() => onPage(0)}>
          {ends.firstText}
        </PagerButton>
      )}
      <PagerButton enabled={page > 0} onClick={() => onPage(page - 1)}>
        {previousText}
      </PagerButton>
      <span aria-live="polite">
        Page {page + 1} of {pages}
      </span>
      <PagerButton enabled={page < pages - 1} onClick={() => onPage(page + 1)}>
        {nextText}
      </PagerButton>
      {ends && (
        <PagerButton enabled={page < pages - 1} onClick={() => onPage(pages - 1)}>
          {ends.lastText}
        </PagerButton>
      )}
    </nav>
  );
}

function PagerButton({ enabled, onClick, children }: { enabled: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" className="btn btn--small" aria-disabled={!enabled || undefined} onClick={enabled ? onClick : undefined}>
      {children}
    </button>
  );
}
