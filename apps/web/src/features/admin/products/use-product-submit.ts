import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useAwaitedSubmit } from '../../../lib/use-awaited-submit';
import type { UploadProgress } from '../admin-api';
import { ADMIN_PRODUCTS_PATH } from './admin-product-paths';
import { type ProductFormValues, toProductFormData } from './product-form-values';

/**
 * Sends the product form as multipart and waits for the answer: success toasts and goes to the admin's
 * product list; a refusal toasts the server's message and leaves the form as it was.
 */
export function useProductSubmit(send: (body: FormData, onProgress: UploadProgress) => Promise<unknown>, successMessage: string) {
  const navigate = useNavigate();
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
  const onSaved = useCallback(() => {
    toast.success(successMessage);
    navigate(ADMIN_PRODUCTS_PATH);
  }, [successMessage, navigate]);
  const { submit, submitting } = useAwaitedSubmit(upload, onSaved);

  return { submit, submitting, progress };
}
