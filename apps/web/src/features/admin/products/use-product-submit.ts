import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { invalidateCatalog } from '../../../lib/query-keys';
import { useAwaitedSubmit } from '../../../lib/use-awaited-submit';
import type { UploadProgress } from '../admin-api';
import { adminListReturnPath } from '../../../lib/admin-product-paths';
import { type ProductFormValues, toProductFormData } from './product-form-values';

const PRODUCT_FORM_TOAST = 'product-form';

/**
 * Sends the product form as multipart and waits for the answer: success toasts and goes to the admin's
 * product list; a refusal toasts the server's message and leaves the form as it was.
 */
export function useProductSubmit(send: (body: FormData, onProgress: UploadProgress) => Promise<unknown>, successMessage: string) {
  const navigate = useNavigate();
  const backTo = adminListReturnPath(useLocation().state);
  const [progress, setProgress] = useState<number>();

  const upload = useCallback(
    async (values: ProductFormValues) => {
      // Only a photo takes long enough to be worth a progress bar.
      setProgress(values.photo ? 0 : undefined);
      try {
        await send(toProductFormData(values), values.photo ? setProgress : () => undefined);
      } finally {
        setProgress(undefined);
      }
    },
    [send],
  );
  const queryClient = useQueryClient();
  // An admin who left the form while it was sending stays where they went (outside recheck R11).
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => void (shown.current = false);
  }, []);
  const onSaved = useCallback(() => {
    toast.success(successMessage, { id: PRODUCT_FORM_TOAST });
    // Every list and page showing products asks again, the admin's list first of all.
    void invalidateCatalog(queryClient);
    if (shown.current) navigate(backTo);
  }, [successMessage, navigate, queryClient, backTo]);
  const { submit, submitting } = useAwaitedSubmit(upload, onSaved, PRODUCT_FORM_TOAST);

  return { submit, submitting, progress };
}
