import type { Category } from '@bidhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { toastFailure } from '../../../lib/failure-toast';
import { invalidateCatalog } from '../../../lib/query-keys';
import { adminApi } from '../admin-api';

/**
 * Create, rename and delete, each awaited: the server's message is the toast either way, and every
 * list showing categories (or products, which carry their category's name) asks again after a
 * success, and has its answer before the change resolves. Each resolves to whether the change was
 * made, so forms know to clear. One toast id per kind of change: a retry replaces its toast, and a
 * success replaces the error it follows.
 */
export function useCategoryChanges() {
  const queryClient = useQueryClient();
  const run = useCallback(
    async (toastId: string, change: () => Promise<{ message: string }>, fallback: string, successMessage?: string) => {
      try {
        const { message } = await change();
        toast.success(successMessage ?? message, { id: toastId });
        // Awaited: a deleted row is gone before its dialog closes, so focus is not left on it.
        await invalidateCatalog(queryClient);
        return true;
      } catch (failure) {
        toastFailure(failure, toastId, fallback);
        return false;
      }
    },
    [queryClient],
  );

  const create = useCallback(
    (name: string) => run('category-create', () => adminApi.createCategory({ name }), 'Something went wrong in input form'),
    [run],
  );
  const rename = useCallback(
    (category: Category, name: string) => run('category-rename', () => adminApi.updateCategory(category._id, { name }), 'Something went wrong'),
    [run],
  );
  // The spec's own words for a deleted category.
  const remove = useCallback(
    (category: Category) => run('category-delete', () => adminApi.deleteCategory(category._id), 'Something went wrong', 'category is deleted'),
    [run],
  );
  return { create, rename, remove };
}
