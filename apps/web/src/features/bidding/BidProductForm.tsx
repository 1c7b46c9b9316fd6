import { Button, Form, Input, InputNumber } from 'antd';
import type { Product, PublicUser } from '@bidhub/contracts';
import { formatMoment, formatPrice } from '../../lib/format';
import { usePlaceBid } from './use-place-bid';

interface BidProductFormProps {
  product: Product;
  bidder: PublicUser;
  onPlaced: (product: Product) => void;
}

/**
 * The spec's /bid form: the product's name, description, category and end time shown but disabled,
 * the amount editable (the minimum next bid to start with), and BID PRODUCT. It places the bid the
 * way the product page does, so a resend after a lost reply reuses its Idempotency-Key.
 */
export function BidProductForm({ product, bidder, onPlaced }: BidProductFormProps) {
  const { placeBid, sending } = usePlaceBid(product._id, onPlaced);
  // The signed-in account is the bidder; the API's re-entered username is theirs.
  const submit = ({ price }: { price: number }) => void placeBid({ price, winner: bidder.email });

  return (
    <Form layout="vertical" requiredMark={false} initialValues={{ price: product.minNextBid }} onFinish={submit} aria-label="Bid product">
      <Form.Item label="Name" htmlFor="bid-name">
        <Input id="bid-name" value={product.name} disabled />
      </Form.Item>
      <Form.Item label="Description" htmlFor="bid-description">
        <Input.TextArea id="bid-description" value={product.description} disabled autoSize />
      </Form.Item>
      <Form.Item label="Category" htmlFor="bid-category">
        <Input id="bid-category" value={product.category.name} disabled />
      </Form.Item>
      <Form.Item label="End time" htmlFor="bid-endtime">
        <Input id="bid-endtime" value={formatMoment(product.endtime)} disabled />
      </Form.Item>
      <Form.Item
        name="price"
        label="Your bid"
        extra={`Minimum bid: ${formatPrice(product.minNextBid)}`}
        rules={[{ required: true, message: 'Enter the amount you bid' }]}
      >
        <InputNumber<number> prefix="Rs." inputMode="decimal" className="bid-form__amount" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        BID PRODUCT
      </Button>
    </Form>
  );
}
