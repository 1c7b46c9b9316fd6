import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { PlaceBidResponse, Product } from '@bidhub/contracts';
import { apiClient, errorMessage } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';

interface BuyNowProps {
  product: Product;
  onBought: (product: Product) => void;
}

/** Buy It Now, confirmed by re-entering the username as a bid is; shown only while the server offers it. */
export function BuyNow({ product, onBought }: BuyNowProps) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ winner: string }>();
  if (product.buyNowPrice === null) return null;

  const confirm = async ({ winner }: { winner: string }) => {
    setSending(true);
    try {
      const { data } = await apiClient.post<PlaceBidResponse>(`/product/${encodeURIComponent(product._id)}/buy-now`, { winner });
      // One toast for this form: the success replaces an earlier attempt's error.
      toast.success(data.message, { id: 'buy-now' });
      setOpen(false);
      onBought(data.product);
    } catch (failure) {
      toast.error(errorMessage(failure), { id: 'buy-now' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button size="large" block onClick={() => setOpen(true)} className="buy-now__button">
        Buy It Now for {formatPrice(product.buyNowPrice)}
      </Button>
      <Modal
        open={open}
        title={`Buy it now for ${formatPrice(product.buyNowPrice)}?`}
        okText="Confirm purchase"
        confirmLoading={sending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>The auction ends at once and the lot is yours.</p>
        <Form form={form} name="buy-now" layout="vertical" requiredMark={false} onFinish={confirm}>
          <Form.Item
            name="winner"
            label="Re-enter your Username to Confirm"
            rules={[{ required: true, whitespace: true, message: 'Re-enter your username to confirm the purchase' }]}
          >
            <Input placeholder="Enter Your Username" autoComplete="off" spellCheck={false} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
