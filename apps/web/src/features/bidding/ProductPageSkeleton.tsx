/** The product page's shape while it loads: the photo's 4:3 box and the details card, so nothing moves when they arrive. */
export function ProductPageSkeleton() {
  return (
    <div className="product-page__columns" role="status" aria-busy="true" aria-label="Loading the auction">
      <div className="product-page__photo">
        <div className="product-photo product-photo--loading" />
      </div>
      <div className="card card__body product-page__details product-page__details--loading">
        <div className="skeleton-line skeleton-line--tag" />
        <div className="skeleton-line skeleton-line--title" />
        {[0, 1, 2, 3, 4, 5, 6, 7].map((line) => (
          <div key={line} className="skeleton-line" />
        ))}
      </div>
    </div>
  );
}
