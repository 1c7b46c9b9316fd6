import { Col, Empty, Row, Space, Spin, Typography } from 'antd';
import { LinkButton } from '../../components/LinkButton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CategoryFilter } from './CategoryFilter';
import { DataError } from '../../components/DataError';
import { LoadMoreButton } from './LoadMoreButton';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { ListControls } from './ListControls';
import { HOME_LIST, useListOptions } from './list-options';
import { useHomeProducts } from './use-home-products';
import { useSession } from '../auth';

/** /home: every auction, open ones first, narrowed by the category filter on the left and the list controls. */
export function HomePage() {
  useDocumentTitle('All Products');
  const { options, change } = useListOptions(HOME_LIST);
  const { session } = useSession();
  const { checked, products, total, loading, replacing, error, toggleCategory, resetFilters, loadMore, retry, hasMore } = useHomeProducts(options);
  return (
    <section aria-labelledby="home-heading">
      <div className="welcome">
        <Typography.Title id="home-heading">Welcome to BidHub</Typography.Title>
        <Typography.Paragraph className="welcome__text">Enjoy the most seamless bidding experience!</Typography.Paragraph>
        {!session && (
          // The spec's two ways in for a visitor; a signed-in user has no use for them.
          <Space wrap className="welcome__actions">
            <LinkButton to="/register" type="primary">
              New User
            </LinkButton>
            <LinkButton to="/login">Existing User</LinkButton>
          </Space>
        )}
      </div>
      {/* The spec's 2 + 9 of 12 columns; the twelfth becomes the space between the two. */}
      <Row gutter={[16, 16]} justify="space-between">
        <Col xs={24} md={6} lg={4}>
          <CategoryFilter checked={checked} onToggle={toggleCategory} onReset={resetFilters} />
        </Col>
        <Col xs={24} md={18} lg={18}>
          <Typography.Title level={2} className="home__products-heading">
            All Products
          </Typography.Title>
          <ListControls options={options} onChange={change} />
          {error && <DataError title="Products could not be loaded" message={error} onRetry={retry} />}
          {loading && products.length === 0 ? (
            <ProductGridSkeleton />
          ) : products.length === 0 && !error ? (
            <Empty description={checked.length > 0 ? 'No auctions in these categories' : 'No auctions yet'} />
          ) : (
            <Spin spinning={replacing} tip="Loading ...">
              <ProductGrid products={products} label={`${total} products`} />
            </Spin>
          )}
          {hasMore && <LoadMoreButton loading={loading} onClick={loadMore} />}
        </Col>
      </Row>
    </section>
  );
}
