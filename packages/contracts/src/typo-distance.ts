/* Shared by the search (which corrects typos) and the web's suggestions (which mark what a typo matched). */

/**
 * Edits between a typed word and a word it may stand for, or the start of it: insertions, deletions,
 * substitutions and swaps of neighbouring letters, each counting one (optimal string alignment),
 * against the closest prefix of `word`, since a search is typed as it goes ('camr' is one edit from
 * 'came', the start of 'camera'). Trigram closeness finds the candidates but often ties them ('wach'
 * is 0.4 from both 'watch' and 'watercolour'); the number of edits says which one was meant.
 */
export function typoDistance(typed: string, word: string): number {
  const a = [...typed];
  const b = [...word];
  // rows[i][j]: edits between the first i letters of a and the first j of b.
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return Math.min(...rows[a.length]!);
}

/**
 * Edits a typed word of this length may hold and still mean another word. Three letters are most
 * often the start of a word being typed, and one edit from too many others ('cam': car, can), so
 * only from four letters on is a word taken for a typo (Elasticsearch's fuzziness AUTO:4,6).
 */
export const editsAllowed = (typed: string) => (typed.length <= 3 ? 0 : typed.length <= 5 ? 1 : 2);
