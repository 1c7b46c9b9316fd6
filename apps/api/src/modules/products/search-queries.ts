import type { ProductSort } from '@bidhub/contracts';
import { and, desc, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { products, productWords } from '../../db/schema.js';
import { filterCondition, selectProductViews, sortOrders, type ProductFilter, type ProductViewRow } from './products-queries.js';
import type { SearchTerms } from './search-terms.js';
import { correctionScore } from './typo-distance.js';

/**
 * How close a name word must be to a keyword word (or one of its swaps) to count as what was meant.
 * pg_trgm's default of 0.6 misses a dropped letter in a short word ('camra' is 0.5 from 'camera',
 * 'wach' 0.4 from 'watch'); a swapped pair ('wtach', 0.2) is found through the swapped variants.
 */
const WORD_SIMILARITY_THRESHOLD = 0.4;
/** Name words a keyword word may stand for: the closest few, so a short word cannot fan out. */
const CORRECTIONS_PER_WORD = 5;

/**
 * Matches are ranked among the first this many the full-text index finds, so that a common word
 * costs a bounded amount of work at a million products rather than a rank of every match.
 */
export const SEARCH_CANDIDATES = 1000;
/**
 * ... and among no more than this many per result asked for: the search box's 8 suggestions among 200.
 * With 1000 a common prefix ('cam') read 20,000 rows to find them at a million products, and 500 at
 * 10,000 (all there were): 4.6 times the time. 200 are found as fast at either size.
 */
const CANDIDATES_PER_RESULT = 25;

export interface SearchRequest {
  terms: SearchTerms;
  filter: ProductFilter;
  /** Absent: best match first. */
  sort?: ProductSort | undefined;
  limit: number;
  now: Date;
}

/** A name word a keyword word may stand for, and how close it is (correctionScore: below 1). */
interface Correction {
  word: string;
  closeness: number;
}

/**
 * The vocabulary words closest to one keyword word or its swaps (trigram GIN index on product_words).
 * One index search per variant, united: with the variants OR'ed in one condition the planner chose
 * to test every vocabulary word against every variant (seven checks per word for 'vintage': 0.12 s
 * on PGlite at 10k products, more than the search itself), where each search alone is an index lookup.
 */
async function correctionsOf(tx: Database, variants: string[]): Promise<Correction[]> {
  const [first, ...rest] = variants.map((variant) => tx.select({ word: productWords.word }).from(productWords).where(sql`${variant} <% ${productWords.word}`));
  const near = (rest.length === 0 ? first! : union(first!, rest[0]!, ...rest.slice(1))).as('near_words');
  const closest = sql`greatest(${sql.join(variants.map((variant) => sql`word_similarity(${variant}, ${near.word})`), sql`, `)})`;
  // The typed word's own trigrams, not a swap's: between corrections as many edits away, the one
  // sharing more of them ('camr': camera, where its swap 'carm' would say car as much).
  const similarity = sql<number>`word_similarity(${variants[0]!}, ${near.word})::float8`;
  const rows = await tx.select({ word: near.word, similarity }).from(near).orderBy(desc(closest)).limit(CORRECTIONS_PER_WORD);
  return rows.flatMap(({ word, similarity }) => {
    const score = correctionScore(variants[0]!, word);
    return score === undefined ? [] : [{ word, closeness: score + similarity / 100 }];
  });
}

/** Best match first: the closeness of the words matched, then the words in the name, full-text rank between equals, then newest. */
function orderOf(request: SearchRequest, relevance: readonly SQL[]): readonly SQL[] {
  if (request.sort === undefined) return [...relevance.map((measure) => desc(measure)), ...sortOrders.newest];
  // Among the bounded candidates a sort of the few rows is cheap: open first by end, then ended, latest first.
  if (request.sort === 'ending-soon') {
    return [sql`${products.endtime} <= ${request.now}`, sql`abs(extract(epoch from ${products.endtime} - ${request.now}))`, desc(products.id)];
  }
  return sortOrders[request.sort];
}

/** Whether a product's search document holds a tsquery. */
const holdsQuery = (query: SQL) => sql`(${products.searchDocument} @@ ${query})`;
/**
 * A tsquery from text built of letters, digits and its own operators (a bound parameter), without
 * accents: the document holds an accented text's words without them too (migration 0028).
 */
const englishQuery = (text: string) => sql`to_tsquery('english', latin_unaccented(${text}))`;
const simpleQuery = (text: string) => sql`to_tsquery('simple', latin_unaccented(${text}))`;

/**
 * One keyword word: itself in any of its forms, a name word it was corrected to, or (when `prefixed`)
 * the start of a longer word. The start is matched unstemmed: stemmed, 'ins' becomes 'in', and
 * 'in:*' matched India, inch and included. With `weight` 'A', in the name only.
 */
function wordQuery(word: string, prefixed: boolean, corrections: Correction[], weight: '' | 'A' = ''): SQL {
  const forms = [word, ...corrections.map((correction) => correction.word)].map((form) => (weight ? `${form}:${weight}` : form));
  const exact = englishQuery(forms.join(' | '));
  return prefixed ? sql`(${exact} || ${simpleQuery(`${word}:*${weight}`)})` : exact;
}

/**
 * What a word that only begins with the keyword word scores: below the word itself ('watch' ranks a
 * watch above a newer watchman), above any correction (at most 1/2, correctionScore).
 */
const PREFIX_SCORE = 0.9;

/**
 * How well a product matches one keyword word: 1 for the word itself, PREFIX_SCORE for a word it
 * begins, else the score of the closest correction it holds (fewest edits), so that 'watch' ranks a
 * watch above a newer swatch, which a typo of 'watch' might have meant, and 'camra' a camera above a car.
 */
function wordScore(word: string, prefixed: boolean, corrections: Correction[]): SQL {
  const closest = corrections.map((correction) => sql`case when ${holdsQuery(englishQuery(correction.word))} then ${correction.closeness}::float8 else 0 end`);
  const begun = prefixed ? sql`${holdsQuery(simpleQuery(`${word}:*`))}` : sql`false`;
  const itself = sql`case when ${holdsQuery(englishQuery(word))} then 1 when ${begun} then ${PREFIX_SCORE}::float8 else 0 end`;
  return sql`greatest(${sql.join([itself, ...closest], sql`, `)})`;
}

/** One keyword word as the search uses it: what a product must hold, and how well it matches (0 to 1). */
interface WordMatch {
  query: SQL;
  /** The word itself only (in any of its forms), no prefix or correction: a tsquery. */
  itself: SQL;
  score: SQL;
  /** The same match in the product's name: between equally close matches, the name counts first. */
  inName: SQL;
}

/**
 * A word cut from a run like 'f/1.8' also matches a product holding the run as PostgreSQL's parser
 * reads it (one lexeme 'f/1.8', which none of 'f', '1' and '8' matches): as a plain-text query
 * (plainto_tsquery), so no character of it is an operator.
 */
function orJoinedRun(match: WordMatch, run: string): WordMatch {
  const query = sql`plainto_tsquery('simple', ${run})`;
  return {
    query: sql`(${match.query} || ${query})`,
    itself: sql`(${match.itself} || ${query})`,
    score: sql`greatest(${match.score}, ${holdsQuery(query)}::int)`,
    // The document's name part is its weight-A lexemes.
    inName: sql`(${match.inName} or ts_filter(${products.searchDocument}, '{a}') @@ ${query})`,
  };
}

/**
 * The keyword's words with their corrections, and a common word being typed as a bare prefix: the
 * English configuration would drop it as a stop word, the simple one keeps 'in:*', which matches the
 * stored words that begin with it ('instant').
 */
async function wordMatches(tx: Database, { words, variants, prefixed, joined, typedCommonWord }: SearchTerms): Promise<WordMatch[]> {
  const matches: WordMatch[] = [];
  // One after another: a transaction is one connection, and node-postgres is retiring queries queued on a busy one.
  for (const [index, word] of words.entries()) {
    const prefix = prefixed[index]!;
    // A lone letter is never a typo, and its 'corrections' would be the words it begins.
    const corrections = prefix ? await correctionsOf(tx, variants[index]!) : [];
    const match = {
      query: wordQuery(word, prefix, corrections),
      itself: englishQuery(word),
      score: wordScore(word, prefix, corrections),
      inName: holdsQuery(wordQuery(word, prefix, corrections, 'A')),
    };
    matches.push(joined[index] === undefined ? match : orJoinedRun(match, joined[index]));
  }
  if (typedCommonWord !== undefined) {
    const query = simpleQuery(`${typedCommonWord}:*`);
    matches.push({ query, itself: query, score: sql`${holdsQuery(query)}::int`, inName: holdsQuery(simpleQuery(`${typedCommonWord}:*A`)) });
  }
  return matches;
}

/** A tsquery holding every one of these. */
const everyOf = (queries: SQL[]) => sql`(${sql.join(queries, sql` && `)})`;

/**
 * The products a search ranks: those matching at least half the words, as many as the index finds
 * first, and before them as many as it shows holding every word itself: among 470 'Bulk Lot' names,
 * 'lot 12' found 200 others and left out Bulk Lot 12.
 * = any(array(...)): a limited subquery cannot become a join; the id array is read through the primary key.
 */
function candidatesOf(matches: WordMatch[], anyWord: SQL, request: SearchRequest): SQL {
  const filter = filterCondition(request.filter, request.now);
  const limit = Math.min(SEARCH_CANDIDATES, request.limit * CANDIDATES_PER_RESULT);
  const matchedWords = sql`(${sql.join(matches.map((match) => sql`${holdsQuery(match.query)}::int`), sql` + `)})`;
  const some = sql`array(select ${products.id} from ${products} where ${and(holdsQuery(anyWord), sql`${matchedWords} >= ${Math.ceil(matches.length / 2)}`, filter)} limit ${limit})`;
  // A materialized CTE is planned without the limit, so through the index: PostgreSQL guesses
  // thousands of rows hold every word, and under a limit it read the table in order for the one that
  // did (0.34 s at 1M products for 'lot 12'); the index finds it in 2 ms, 'vintage watch' in 8.
  const everyWordItself = and(holdsQuery(everyOf(matches.map((match) => match.itself))), filter);
  const every = sql`array(with every_word as materialized (select ${products.id} from ${products} where ${everyWordItself}) select id from every_word limit ${request.limit})`;
  return sql`${products.id} = any(${every} || ${some})`;
}

/**
 * Products matching at least half the keyword words (rounded up), each word as a prefix ('wat:*',
 * not a lone letter among other words) or
 * as a name word it was corrected to ('wtach' -> 'watch'), in name or description: the index finds
 * products matching any word, the count keeps a lone accidental match of a long keyword out. Ranked
 * by how closely the words matched (orderOf). Every text is a bound parameter.
 */
export async function searchProductViews(db: Database, request: SearchRequest): Promise<ProductViewRow[]> {
  return db.transaction(async (tx) => {
    // Transaction-local, so that no pooled connection keeps the looser threshold.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    const matches = await wordMatches(tx, request.terms);
    const anyWord = sql`(${sql.join(matches.map((match) => match.query), sql` || `)})`;
    const candidates = candidatesOf(matches, anyWord, request);
    const closeness = sql`(${sql.join(matches.map((match) => match.score), sql` + `)})`;
    const inName = sql`(${sql.join(matches.map((match) => sql`${match.inName}::int`), sql` + `)})`;
    return selectProductViews(tx)
      .where(candidates)
      .orderBy(...orderOf(request, [closeness, inName, sql`ts_rank(${products.searchDocument}, ${anyWord})`]))
      .limit(request.limit);
  });
}
