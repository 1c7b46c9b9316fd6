import type { Product } from '@bidhub/contracts';
import { Button, Modal } from 'antd';
import { useDeleteProduct } from './use-delete-product';

/** DELETE PRODUCT, behind a confirmation dialog; cancelling changes nothing. */
export function DeleteProductButton({ product }: { product: Product }) {
  const deleteProduct = useDeleteProduct(product);
  const [modal, dialogs] = Modal.useModal();

  const confirm = () =>
    modal.confirm({
      title: `Delete ${product.name}?`,
      content:
        product.bidCount > 0
          ? `Its photo and its ${product.bidCount} bids are deleted with it. This cannot be undone.`
          : 'Its photo is deleted with it. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // Returning the promise keeps the dialog open with a spinner until the server has answered.
      onOk: deleteProduct,
    });

  return (
    <>
      <Button danger onClick={confirm}>
        DELETE PRODUCT
      </Button>
      {dialogs}
    </>
  );
}
