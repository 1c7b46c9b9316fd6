import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const matched = (name: string, typed: string) => highlightParts(name, typed).filter((part) => part.matched).map((part) => part.text);

describe('highlightParts', () => {
  it('When a typed word begins a word of the name, then that beginning is marked, whatever the case', () => {
    expect(matched('Vintage Film Camera', 'cam')).toEqual(['Cam']);
  });

  it('When the typed text is inside a word, not at its start, then nothing is marked', () => {
    expect(matched('Smartwatch', 'watch')).toEqual([]);
  });

  it('When a Hindi word is typed, then the whole word is marked, its vowel signs included', () => {
    expect(matched('नटराज मूर्ति पीतल', 'पीतल')).toEqual(['पीतल']);
  });
});
