/**
 * Edits between two words, a swap of two neighbouring letters counting as one (optimal string
 * alignment): how far a typed word is from the name word search corrected it to.
 */
export function editDistance(typed: string, word: string): number {
  const [a, b] = [Array.from(typed), Array.from(word)];
  // rows[i][j]: edits between the first i letters of a and the first j of b.
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** The edits search forgives (API README, Search): none up to 3 letters, 1 for 4-5, 2 from 6 on. */
export const forgivenEdits = (typed: string) => {
  const length = Array.from(typed).length;
  return length < 4 ? 0 : length < 6 ? 1 : 2;
};
