import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A 404 in the page's place: what is missing, why it may be, and the way back to the auctions. */
export function MissingPanel({ title, text, children }: { title: string; text: string; /** Further ways on, before the way back. */ children?: ReactNode }) {
  return (
    <section className="result-panel">
      <p className="result-panel__code" aria-hidden="true">
        404
      </p>
      <h1 className="result-panel__title">{title}</h1>
      <p className="text-secondary">{text}</p>
      {children}
      <Link className="btn btn--primary" to="/home">
        See all auctions
      </Link>
    </section>
  );
}
