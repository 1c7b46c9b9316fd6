interface PagerProps {
  /** Names the pages for screen readers, e.g. 'Bid history pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previousText: string;
  nextText: string;
}

/** Previous and next buttons around 'Page n of m', which is announced when it changes. */
export function Pager({ label, page, pages, onPage, previousText, nextText }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn--small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {previousText}
      </button>
      <span aria-live="polite">
        Page {page + 1} of {pages}
      </span>
      <button type="button" className="btn btn--small" disabled={page === pages - 1} onClick={() => onPage(page + 1)}>
        {nextText}
      </button>
    </nav>
  );
}
