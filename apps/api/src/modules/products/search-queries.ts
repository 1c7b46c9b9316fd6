import type { ProductSort } from '@bidhub/contracts';
import { and, desc, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema.js';
import { selectProductViews, type ProductViewRow } from './product-view.js';
import { filterCondition, sortOrders, type ProductFilter } from './products-queries.js';
import type { SearchTerms } from './search-terms.js';

/**
 * How close a word of a name must be to a keyword word for a trigram match. pg_trgm's default of
 * 0.6 misses a dropped letter in a short word ('camra' is 0.5 from 'camera', 'wach' 0.4 from
 * 'watch'); the ranking keeps the looser matches below the close ones. A swapped pair ('wtach',
 * 0.2) is found through the swapped variants instead.
 */
const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * Matches are ranked among the first this many the indexes find, so that a common word costs a
 * bounded amount of work at a million products rather than a rank of every match.
 */
export const SEARCH_CANDIDATES = 1000;

export interface SearchRequest {
  terms: SearchTerms;
  filter: ProductFilter;
  /** Absent: best match first. */
  sort?: ProductSort | undefined;
  limit: number;
  now: Date;
}

const prefixQuery = (terms: SearchTerms) => sql`to_tsquery('english', ${terms.prefixQuery})`;

/**
 * Full-text prefix matches on name and description, or a name word close to a keyword word or to
 * one of its swaps (trigram word similarity, so a typo still finds it). Both use a GIN index; every
 * word is a bound parameter.
 */
function matchCondition(terms: SearchTerms): SQL | undefined {
  const typos = terms.variants.flat().map((variant) => sql`${variant} <% ${products.name}`);
  return or(sql`${products.searchDocument} @@ ${prefixQuery(terms)}`, ...typos);
}

/** Full-text rank plus, for each keyword word, how close its best variant comes to a word of the name. */
function relevance(terms: SearchTerms): SQL {
  const closeness = terms.variants.map(
    (variants) => sql`greatest(${sql.join(variants.map((variant) => sql`word_similarity(${variant}, ${products.name})`), sql`, `)})`,
  );
  return sql`ts_rank(${products.searchDocument}, ${prefixQuery(terms)}) + ${sql.join(closeness, sql` + `)}`;
}

function orderOf(request: SearchRequest): readonly SQL[] {
  if (request.sort === undefined) return [desc(relevance(request.terms)), ...sortOrders.newest];
  // Among the bounded candidates a sort of the few rows is cheap: open first by end, then ended, latest first.
  if (request.sort === 'ending-soon') {
    return [sql`${products.endtime} <= ${request.now}`, sql`abs(extract(epoch from ${products.endtime} - ${request.now}))`, desc(products.id)];
  }
  return sortOrders[request.sort];
}

export async function searchProductViews(db: Database, request: SearchRequest): Promise<ProductViewRow[]> {
  const where = and(matchCondition(request.terms), filterCondition(request.filter, request.now));
  // = any(array(...)) rather than in (...): a limited subquery cannot become a join, and `in` would then
  // test every product against it; an id array is read through the primary key instead.
  const candidates = sql`${products.id} = any(array(select ${products.id} from ${products} where ${where} limit ${SEARCH_CANDIDATES}))`;
  return db.transaction(async (tx) => {
    // Transaction-local, so that no pooled connection keeps the looser threshold.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    return selectProductViews(tx)
      .where(candidates)
      .orderBy(...orderOf(request))
      .limit(request.limit);
  });
}
