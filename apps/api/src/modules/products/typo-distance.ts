import { editsAllowed, typoDistance } from '@bidhub/contracts';

/**
 * How well a product holding `correction` matches the typed word: at most 1/2, below what the typed
 * word itself (or a word it begins) scores, lower the more edits apart they are, and undefined when they
 * are too many edits apart to be a typo ('pocket' is not a typo of 'cricket', however many trigrams
 * they share).
 */
export function correctionScore(typed: string, correction: string): number | undefined {
  const edits = typoDistance(typed, correction);
  // Between corrections as many edits away, the one nearer the typed length: 'wach' meant watch more
  // likely than watchman, whose start 'watc' is as close.
  const lengthGap = Math.abs([...correction].length - [...typed].length);
  return edits <= editsAllowed(typed) ? 1 / (2 + edits) - lengthGap / 100_000 : undefined;
}
