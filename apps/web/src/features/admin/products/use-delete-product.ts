import type { Product } from '@bidhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { toastFailure } from '../../../lib/failure-toast';
import { invalidateCatalog } from '../../../lib/query-keys';
import { adminApi } from '../admin-api';
import { ADMIN_PRODUCTS_PATH } from '../../../lib/admin-product-paths';

const DELETE_TOAST = 'product-delete';

/** Deletes the product and, once the server confirms, goes back to the list. */
export function useDeleteProduct(product: Product) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await adminApi.deleteProduct(product._id);
      // One toast id for this action: a success replaces the error of an earlier attempt.
      toast.success('Product Deleted Successfully', { id: DELETE_TOAST });
      navigate(ADMIN_PRODUCTS_PATH);
      // After leaving the page, so its own (now deleted) product is not asked for again.
      void invalidateCatalog(queryClient);
    } catch (failure) {
      toastFailure(failure, DELETE_TOAST);
    }
  }, [product._id, navigate, queryClient]);
}
