import type { Category } from '@bidhub/contracts';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-client';
import { adminApi } from '../admin-api';

/**
 * Create, rename and delete, each awaited: the server's message is the toast either way, and the list
 * reloads after a success. Each resolves to whether the change was made, so forms know to clear.
 */
export function useCategoryChanges(reload: () => Promise<void>) {
  const run = useCallback(
    async (change: () => Promise<{ message: string }>, fallback: string) => {
      try {
        const { message } = await change();
        toast.success(message);
        void reload();
        return true;
      } catch (failure) {
        toast.error(errorMessage(failure, fallback));
        return false;
      }
    },
    [reload],
  );

  const create = useCallback((name: string) => run(() => adminApi.createCategory({ name }), 'Something went wrong in input form'), [run]);
  const rename = useCallback((category: Category, name: string) => run(() => adminApi.updateCategory(category._id, { name }), 'Something went wrong'), [run]);
  const remove = useCallback((category: Category) => run(() => adminApi.deleteCategory(category._id), 'Something went wrong'), [run]);
  return { create, rename, remove };
}
