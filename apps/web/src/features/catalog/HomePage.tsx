import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { ProductCard } from './ProductCard';
import { useProductPages } from './use-product-pages';

export function HomePage() {
  const { products, total, loading, error, loadMore, hasMore } = useProductPages();
  return (
    <section aria-labelledby="home-heading">
      <div className="welcome">
        <Typography.Title id="home-heading">Welcome to BidHub</Typography.Title>
        <Typography.Paragraph className="welcome__text">Enjoy the most seamless bidding experience!</Typography.Paragraph>
      </div>
      <Typography.Title level={3}>All Products</Typography.Title>
      {error && <Alert type="error" message={error} showIcon className="page-alert" />}
      {loading && products.length === 0 ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : products.length === 0 && !error ? (
        <Empty description="No auctions yet" />
      ) : (
        <div className="product-grid" aria-label={`${total} products`}>
          {products.map((product) => (
            <ProductCard key={product._id} product={product} />
          ))}
        </div>
      )}
      {hasMore && (
        <div className="load-more">
          <Button type="primary" onClick={loadMore} loading={loading}>
            {loading ? 'Loading ...' : 'Load more'}
          </Button>
        </div>
      )}
    </section>
  );
}
