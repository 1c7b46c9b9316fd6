import { SEARCH_WORD_CHARACTER, editsAllowed, searchWordsOf, typoDistance } from '@bidhub/contracts';

const WORD_CHARACTER = new RegExp(SEARCH_WORD_CHARACTER, 'u');
const NAME_WORD = new RegExp(`${SEARCH_WORD_CHARACTER}+`, 'gu');

export interface HighlightPart {
  text: string;
  matched: boolean;
}

/** Where `word` begins a word of `lower`, as search matches prefixes; -1 when it begins none. */
function prefixAt(lower: string, word: string): number {
  for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
    if (at === 0 || !WORD_CHARACTER.test(lower[at - 1]!)) return at;
  }
  return -1;
}

/** The first name word a typo is close enough to for search to have corrected it to that word. */
function correctedWord(lower: string, typo: string): { at: number; length: number } | undefined {
  const allowed = editsAllowed(typo);
  if (allowed === 0) return undefined;
  for (const found of lower.matchAll(NAME_WORD)) {
    if (typoDistance(typo, found[0]) <= allowed) return { at: found.index, length: found[0].length };
  }
  return undefined;
}

/**
 * A name cut into the parts the typed words match (case-insensitive, at the start of a word, as
 * search matches prefixes; a word keeps its marks, as Hindi vowel signs) and the rest. A typed word
 * that begins no word but is a typo search forgives ('wach') marks the whole word it stands for.
 */
export function highlightParts(name: string, typed: string): HighlightPart[] {
  // Names come in NFC (the API stores them so): the typed words are compared in it too.
  const words = searchWordsOf(typed.normalize('NFC').toLowerCase());
  const marked = Array.from({ length: name.length }, () => false);
  const lower = name.toLowerCase();
  for (const word of words) {
    const at = prefixAt(lower, word);
    const match = at === -1 ? correctedWord(lower, word) : { at, length: word.length };
    if (match) marked.fill(true, match.at, match.at + match.length);
  }
  const parts: HighlightPart[] = [];
  for (let index = 0; index < name.length; index += 1) {
    const last = parts.at(-1);
    if (last && last.matched === marked[index]) last.text += name[index];
    else parts.push({ text: name[index]!, matched: marked[index]! });
  }
  return parts;
}
