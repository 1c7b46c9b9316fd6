import type { Product } from '@bidhub/contracts';

/** What every paged product list reply carries. */
export interface PagedProducts {
  products: Product[];
  total?: number | undefined;
  nextCursor?: string | null | undefined;
}

/** Where a list page starts: the previous reply's keyset cursor when the endpoint gives one, else a page number. */
export interface PageStart {
  page: number;
  cursor?: string;
}

/**
 * The start of the page after `last`: its keyset cursor when the endpoint gives one (null: no more),
 * else the next page number while fewer than the total are loaded.
 */
export function nextPageStart(pages: PagedProducts[], last: PagedProducts, lastStart: PageStart): PageStart | undefined {
  if (last.nextCursor === null) return undefined;
  const nextPage = lastStart.page + 1;
  if (last.nextCursor !== undefined) return { page: nextPage, cursor: last.nextCursor };
  const total = pages[0]?.total ?? 0;
  const loaded = pages.reduce((count, page) => count + page.products.length, 0);
  return loaded < total && last.products.length > 0 ? { page: nextPage } : undefined;
}

/** The loaded pages as one list; a product created meanwhile shifts numbered pages, so none shows twice. */
export function flattenPages(pages: PagedProducts[] | undefined): Product[] {
  const seen = new Set<string>();
  const products: Product[] = [];
  for (const page of pages ?? []) {
    for (const product of page.products) {
      if (seen.has(product._id)) continue;
      seen.add(product._id);
      products.push(product);
    }
  }
  return products;
}
