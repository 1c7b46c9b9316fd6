import { SEARCH_WORD_CHARACTER, searchWordsOf } from '@bidhub/contracts';
/** The words of a keyword as search uses them: what the full-text and the typo-tolerant matches are built from. */
export interface SearchTerms {
  /** Lower-case words, letters (with their marks) and digits only, common words left out (full-text search ignores them too). */
  words: string[];
  /** For each word: itself and its adjacent-letter swaps, so 'wtach' also tries 'watch'. */
  variants: string[][];
  /**
   * For each word: whether it also matches the start of a longer word. A single letter or digit
   * among other words does not: the 'c' of 'usb-c' began nearly every name. Alone, or after common
   * words only ('the w'), it is a word still being typed, and does.
   */
  prefixed: boolean[];
  /**
   * For each word: the run of text it was cut from when punctuation joins words there ('f/1.8',
   * 'usb-c', '3.5mm'), else undefined. PostgreSQL's parser keeps such a run whole ('f/1.8' is one
   * lexeme), so the word also matches a product holding the run.
   */
  joined: (string | undefined)[];
  /**
   * A common word that ends the keyword with nothing after it: the start of a word still being typed
   * ('in' on the way to 'instant'), matched as a prefix only, never as the common word itself. A
   * single letter counts only when it is the whole keyword.
   */
  typedCommonWord: string | undefined;
}

/** Bounds the conditions one keyword turns into, whatever its length. */
const MAX_WORDS = 6;
/** Shorter words have too few letters for a swap to be a typo rather than another word. */
const MIN_SWAP_LENGTH = 4;
const MAX_SWAP_LENGTH = 20;

/** Words so common in names that matching them alone would bury the words that mean something. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

export function adjacentSwaps(word: string): string[] {
  if (word.length < MIN_SWAP_LENGTH || word.length > MAX_SWAP_LENGTH) return [];
  const letters = [...word];
  const swaps = new Set<string>();
  for (let index = 0; index < letters.length - 1; index += 1) {
    if (letters[index] === letters[index + 1]) continue;
    const swapped = [...letters];
    [swapped[index], swapped[index + 1]] = [swapped[index + 1]!, swapped[index]!];
    swaps.add(swapped.join(''));
  }
  return [...swaps];
}

const WORD = `${SEARCH_WORD_CHARACTER}+`;
const LAST_WORD = new RegExp(`(${WORD})$`, 'u');
/** Words with punctuation between them and no space: one run. */
const JOINER = `[^\\s${SEARCH_WORD_CHARACTER.slice(1, -1)}]+`;
const JOINED_RUN = new RegExp(`${WORD}(?:${JOINER}${WORD})+`, 'gu');

/** Each word of a joined run, to the first run it comes in. */
function joinedRuns(keyword: string): Map<string, string> {
  const runOf = new Map<string, string>();
  for (const run of keyword.match(JOINED_RUN) ?? []) {
    for (const word of searchWordsOf(run)) if (!runOf.has(word)) runOf.set(word, run);
  }
  return runOf;
}

export function searchTerms(keyword: string): SearchTerms {
  // Product text is stored in NFC (the contracts' product schema): the keyword is compared in it too.
  const lower = keyword.normalize('NFC').toLowerCase();
  const all = [...new Set(searchWordsOf(lower))];
  const words = all.filter((word) => !STOP_WORDS.has(word)).slice(0, MAX_WORDS);
  const typed = lower.match(LAST_WORD)?.[1];
  const runOf = joinedRuns(lower);
  const alone = all.length === 1;
  const prefixes = (word: string) => alone || [...word].length > 1;
  // After common words only ('the w'), a single letter is the one word being typed, as if alone.
  const soleWord = words.length === 1;
  return {
    words,
    variants: words.map((word) => [word, ...adjacentSwaps(word)]),
    prefixed: words.map((word) => soleWord || prefixes(word)),
    joined: words.map((word) => runOf.get(word)),
    typedCommonWord: typed !== undefined && STOP_WORDS.has(typed) && prefixes(typed) ? typed : undefined,
  };
}
