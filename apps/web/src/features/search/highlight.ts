import { SEARCH_WORD_CHARACTER, searchWordsOf } from '@bidhub/contracts';

const WORD_CHARACTER = new RegExp(SEARCH_WORD_CHARACTER, 'u');

export interface HighlightPart {
  text: string;
  matched: boolean;
}

/**
 * A name cut into the parts the typed words match (case-insensitive, at the start of a word, as
 * search matches prefixes; a word keeps its marks, as Hindi vowel signs) and the rest; a typo
 * matches nothing here and the name shows plain.
 */
export function highlightParts(name: string, typed: string): HighlightPart[] {
  const words = searchWordsOf(typed.toLowerCase());
  const marked = Array.from({ length: name.length }, () => false);
  const lower = name.toLowerCase();
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      if (at === 0 || !WORD_CHARACTER.test(lower[at - 1]!)) {
        marked.fill(true, at, at + word.length);
        break;
      }
    }
  }
  const parts: HighlightPart[] = [];
  for (let index = 0; index < name.length; index += 1) {
    const last = parts.at(-1);
    if (last && last.matched === marked[index]) last.text += name[index];
    else parts.push({ text: name[index]!, matched: marked[index]! });
  }
  return parts;
}
