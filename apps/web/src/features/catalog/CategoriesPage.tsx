import { Card, Empty, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCategories } from './categories/use-categories';
import { DataError } from '../../components/DataError';

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
      <Typography.Title level={1} id="categories-heading" className="page-heading">
        All Categories
      </Typography.Title>
      {error && <DataError title="Categories could not be loaded" message={error} onRetry={() => void reload()} />}
      {loading && categories.length === 0 ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : categories.length === 0 ? (
        !error && <Empty description="No categories yet" />
      ) : (
        <ul className="category-grid">
          {categories.map((category) => (
            <li key={category._id}>
              <Link to={`/category/${encodeURIComponent(category.slug)}`} className="category-grid__link">
                <Card hoverable className="category-grid__card">
                  <Typography.Title level={2} className="category-grid__name">
                    {category.name}
                  </Typography.Title>
                  <Typography.Text type="secondary">See its auctions →</Typography.Text>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
