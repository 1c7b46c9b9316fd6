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

  it("When a Hindi letter is typed as one code point ('ड़', U+095C), then it marks the name, which comes as a letter and its mark (NFC)", () => {
    expect(matched('दीवार घ\u0921\u093cी', 'घ\u095cी')).toEqual(['घ\u0921\u093cी']);
  });

  it.each([
    ['wach', 'Chronograph Pilot Watch', 'Watch'],
    ['wtach', 'Chronograph Pilot Watch', 'Watch'],
    ['camra', 'Vintage Film Camera', 'Camera'],
  ])('When %s is a typo search forgives, then the word it stands for is marked', (typed, name, word) => {
    expect(matched(name, typed)).toEqual([word]);
  });

  it('When a short word or one too far from every word is typed, then nothing is marked', () => {
    expect(matched('Vintage Car', 'cat')).toEqual([]);
    expect(matched('Vintage Film Camera', 'cmrx')).toEqual([]);
  });
});
