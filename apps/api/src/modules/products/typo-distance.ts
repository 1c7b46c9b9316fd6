import { editsAllowed, typoDistance } from '@bidhub/contracts';

/**
 * How well a product holding `correction` matches the typed word: below 1, which the typed word
 * itself (or a word it begins) scores, lower the more edits apart they are, and undefined when they
 * are too many edits apart to be a typo ('pocket' is not a typo of 'cricket', however many trigrams
 * they share).
 */
export function correctionScore(typed: string, correction: string): number | undefined {
  const edits = typoDistance(typed, correction);
  return edits <= editsAllowed(typed) ? 1 / (2 + edits) : undefined;
}
