import { createContext } from 'react';
import type { Product } from '@bidhub/contracts';

export interface WishlistContextValue {
  items: Product[];
  /** Adds the product unless it is already there; tells the user which happened. */
  add: (product: Product) => Promise<void>;
  remove: (productId: string) => Promise<void>;
}

export const WishlistContext = createContext<WishlistContextValue | undefined>(undefined);
