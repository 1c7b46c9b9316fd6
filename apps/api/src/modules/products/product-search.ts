import { PRODUCT_LIMITS, type SearchQuery } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { toProductViews } from './product-pages.js';
import { priceRangeOf } from './product-rules.js';
import { searchProductViews } from './search-queries.js';
import { searchTerms } from './search-terms.js';

/** The search page and the search box's suggestions: the same matching, different limits and fields. */
export function createProductSearch(db: Database) {
  async function matches(keyword: string, query: SearchQuery, limit: number) {
    // PostgreSQL text cannot hold NUL; everything else is passed on as a bound parameter.
    const terms = searchTerms(keyword.replaceAll('\u0000', ' '));
    if (terms.words.length === 0 && terms.typedCommonWord === undefined) return [];
    const now = new Date();
    const filter = { priceRange: priceRangeOf(query), status: query.status };
    return searchProductViews(db, { terms, filter, sort: query.sort, limit, now });
  }

  return {
    async search(keyword: string, query: SearchQuery) {
      return toProductViews(await matches(keyword, query, PRODUCT_LIMITS.maxSearchResults));
    },

    async suggest(q: string) {
      const rows = await matches(q, { status: 'all' }, PRODUCT_LIMITS.maxSuggestions);
      return { suggestions: rows.map(({ name, slug }) => ({ name, slug })) };
    },
  };
}
