import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DataError } from '../../components/DataError';
import { SkeletonLines } from '../../components/SkeletonLines';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCategories } from './categories/use-categories';

/** /categories: one card per category, each leading to its auctions. */
export function CategoriesPage() {
  useDocumentTitle('All Categories');
  const { categories, loading, error, reload } = useCategories();
  // The list is loaded once at start-up; this page shows what is there now, including an admin's latest.
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <section aria-labelledby="categories-heading">
      <h1 id="categories-heading" className="page-heading">
        All Categories
      </h1>
      {error && <DataError title="Categories could not be loaded" message={error} onRetry={() => void reload()} />}
      {loading && categories.length === 0 ? (
        <SkeletonLines count={5} />
      ) : categories.length === 0 ? (
        !error && <p className="empty">No categories yet</p>
      ) : (
        <ul className="category-grid">
          {categories.map((category) => (
            <li key={category._id}>
              <Link to={`/category/${encodeURIComponent(category.slug)}`} className="category-grid__link">
                <div className="card card__body category-grid__card">
                  <h2 className="category-grid__name">{category.name}</h2>
                  <span className="text-secondary">See its auctions →</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
