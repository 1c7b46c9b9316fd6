import { Button, Form, Input, InputNumber } from 'antd';
import { useEffect, useRef } from 'react';
import { bidIncrementPaise, type Product, type PublicUser, toPaise, toRupees } from '@bidhub/contracts';
import { formatPrice } from '../../lib/format';
import { usePlaceBid } from './use-place-bid';

interface BidFormValues {
  price: number;
  winner: string;
  maxBid?: number | null;
}

interface BidFormProps {
  product: Product;
  bidder: PublicUser;
  onPlaced: (product: Product) => void;
}

function incrementRule(product: Product): string {
  if (product.bidCount === 0) return 'The first bid may equal the starting price.';
  const increment = toRupees(bidIncrementPaise(toPaise(product.price)));
  return `Each bid must beat the current one by at least ${formatPrice(increment)}; the step grows with the price.`;
}

export function BidForm({ product, bidder, onPlaced }: BidFormProps) {
  const [form] = Form.useForm<BidFormValues>();
  const { placeBid, sending } = usePlaceBid(product._id, onPlaced);
  const { minNextBid } = product;
  const minNextBidRef = useRef(minNextBid);
  // Our own flag, not antd's touched state: setFieldValue marks a field touched, so after the first
  // live bid the suggestion would stop following the minimum.
  const amountKept = useRef(false);

  useEffect(() => {
    minNextBidRef.current = minNextBid;
    // Anyone's bid raises the minimum: the suggested amount follows it, an amount the user typed stays.
    if (!amountKept.current) form.setFieldsValue({ price: minNextBid });
  }, [form, minNextBid]);

  const submit = async ({ maxBid, ...values }: BidFormValues) => {
    // From the moment it is sent the amount stays, even a suggested one: the live event of this very
    // bid can arrive before its lost reply is reported, and resending exactly that bid is what lets
    // the retry reuse its Idempotency-Key.
    amountKept.current = true;
    if (await placeBid(maxBid == null ? values : { ...values, maxBid })) {
      amountKept.current = false;
      // The reply may already have moved the minimum: the suggestion is the newest one, not the form's first.
      form.setFieldsValue({ price: minNextBidRef.current, winner: '', maxBid: null });
      return;
    }
    // On failure the amount sent stays (amountKept is still set).
  };

  return (
    <Form<BidFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ price: minNextBid, winner: '' }}
      onFinish={submit}
      className="bid-form"
      aria-label={`Bid as ${bidder.name}`}
    >
      <Form.Item
        name="price"
        label="Your bid"
        extra={
          <div className="bid-form__hint">
            <div className="bid-form__minimum" data-testid="minimum-bid">
              Minimum bid: {formatPrice(minNextBid)}
            </div>
            <div>{incrementRule(product)}</div>
          </div>
        }
        rules={[
          { required: true, message: 'Enter the amount you bid' },
          // A warning, not a block: the server decides, and its refusal names the exact minimum.
          { type: 'number', min: minNextBid, warningOnly: true, message: `Lower than the minimum bid of ${formatPrice(minNextBid)}` },
        ]}
      >
        {/* No `min` on the input itself: it would silently raise a typed amount on Enter or blur. */}
        <InputNumber<number>
          prefix="Rs."
          step={toRupees(bidIncrementPaise(toPaise(product.price)))}
          inputMode="decimal"
          className="bid-form__amount"
          onChange={() => {
            amountKept.current = true;
          }}
        />
      </Form.Item>
      <Form.Item
        name="maxBid"
        label="Bid up to (maximum, optional)"
        extra="We bid for you, one step at a time, only as far as needed to keep you in the lead; nobody else sees your maximum."
      >
        <InputNumber<number> prefix="Rs." inputMode="decimal" className="bid-form__amount" aria-label="Bid up to (maximum)" />
      </Form.Item>
      <Form.Item
        name="winner"
        label="Re-enter your Username to Confirm"
        rules={[{ required: true, whitespace: true, message: 'Re-enter your username to confirm the bid' }]}
      >
        <Input placeholder="Enter Your Username" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        CONFIRM QUOTE
      </Button>
    </Form>
  );
}
