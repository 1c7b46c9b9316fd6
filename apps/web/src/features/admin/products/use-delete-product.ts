import type { Product } from '@bidhub/contracts';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { adminApi } from '../admin-api';
import { ADMIN_PRODUCTS_PATH } from './admin-product-paths';

/** Deletes the product and, once the server confirms, goes back to the list. */
export function useDeleteProduct(product: Product) {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await adminApi.deleteProduct(product._id);
      toast.success('Product Deleted Successfully');
      navigate(ADMIN_PRODUCTS_PATH);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }, [product._id, navigate]);
}
