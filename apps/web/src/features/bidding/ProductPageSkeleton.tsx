import { Card, Col, Row, Skeleton } from 'antd';

export function ProductPageSkeleton() {
  return (
    <Row gutter={[24, 24]} aria-busy="true" aria-label="Loading the auction">
      <Col xs={24} md={10}>
        <Skeleton.Node active className="product-photo product-photo--loading" />
      </Col>
      <Col xs={24} md={14}>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </Col>
    </Row>
  );
}
