import { createContext } from 'react';
import type { Category } from '@bidhub/contracts';

export interface CategoriesContextValue {
  /** Sorted by name, as the server sends them; empty until loaded. */
  categories: Category[];
  loading: boolean;
  /** The server's message when the last load failed. */
  error: string | undefined;
  /** Loads the list again, e.g. after an admin changed it. */
  reload: () => Promise<void>;
}

export const CategoriesContext = createContext<CategoriesContextValue | undefined>(undefined);
