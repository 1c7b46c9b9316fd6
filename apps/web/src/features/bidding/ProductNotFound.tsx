import { Link } from 'react-router-dom';

export function ProductNotFound() {
  return (
    <section className="result-panel">
      <p className="result-panel__code" aria-hidden="true">
        404
      </p>
      <h1 className="result-panel__title">Product not found</h1>
      <p className="text-secondary">This auction does not exist, or it has been removed.</p>
      <Link className="btn btn--primary" to="/home">
        See all auctions
      </Link>
    </section>
  );
}
