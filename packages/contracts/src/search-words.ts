/**
 * One character of a search word: a letter with its marks (Hindi vowel signs and the virama are
 * marks) or a digit. The server's search and the suggestions' highlight cut words by it alike; when
 * each had its own copy, both lost the marks.
 */
export const SEARCH_WORD_CHARACTER = '[\\p{L}\\p{M}\\p{N}]';

/** The words of a text as search cuts them. */
export const searchWordsOf = (text: string): string[] => text.match(new RegExp(`${SEARCH_WORD_CHARACTER}+`, 'gu')) ?? [];
