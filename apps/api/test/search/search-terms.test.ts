import { describe, expect, it } from 'vitest';
import { adjacentSwaps, searchTerms } from '../../src/modules/products/search-terms.js';

describe('searchTerms', () => {
  it('When a keyword has punctuation and capitals, then lower-case words of letters and digits', () => {
    expect(searchTerms("Film-Camera's 35mm!")).toMatchObject({ words: ['film', 'camera', 's', '35mm'], typedCommonWord: undefined });
  });

  it('When punctuation joins words without a space, then each word also keeps the run it came from', () => {
    expect(searchTerms('50mm F/1.8 lens, usb-c')).toMatchObject({ words: ['50mm', 'f', '1', '8', 'lens', 'usb'], joined: [undefined, 'f/1.8', 'f/1.8', 'f/1.8', undefined, 'usb-c'] });
  });

  it('When the keyword ends in a common word with nothing after it, then that word is kept as one still being typed', () => {
    expect(searchTerms('Antique IN')).toMatchObject({ words: ['antique'], typedCommonWord: 'in' });
    expect(searchTerms('an')).toMatchObject({ words: [], typedCommonWord: 'an' });
  });

  it('When a common word is followed by a space or punctuation, then it is taken as typed whole and left out', () => {
    expect(searchTerms('antique in ').typedCommonWord).toBeUndefined();
    expect(searchTerms('the.').typedCommonWord).toBeUndefined();
  });

  it('When a single letter comes among other words, then it matches only itself; alone, it is a word being typed', () => {
    expect(searchTerms('usb-c')).toMatchObject({ words: ['usb', 'c'], prefixed: [true, false] });
    expect(searchTerms('C')).toMatchObject({ words: ['c'], prefixed: [true] });
    expect(searchTerms('usb a').typedCommonWord).toBeUndefined();
    expect(searchTerms('a').typedCommonWord).toBe('a');
  });

  it('When a single letter comes after common words only, then it is the word being typed', () => {
    expect(searchTerms('the w')).toMatchObject({ words: ['w'], prefixed: [true], typedCommonWord: undefined });
    expect(searchTerms('of i')).toMatchObject({ words: ['i'], prefixed: [true] });
  });

  it('When common words come with others, then they are left out', () => {
    expect(searchTerms('the watch of a king').words).toEqual(['watch', 'king']);
  });

  it('When only common words are given, then no words', () => {
    expect(searchTerms('The of').words).toEqual([]);
  });

  it('When the keyword has no letters or digits, then no words', () => {
    expect(searchTerms(`'"%_:*&|!`).words).toEqual([]);
  });

  it('When the keyword has many words, then at most six', () => {
    expect(searchTerms('a1 b2 c3 d4 e5 f6 g7 h8').words).toHaveLength(6);
  });
});

describe('adjacentSwaps', () => {
  it('When a word has four letters or more, then each neighbouring pair swapped once', () => {
    expect(adjacentSwaps('wtach')).toEqual(['twach', 'watch', 'wtcah', 'wtahc']);
  });

  it('When the word is short, then none', () => {
    expect(adjacentSwaps('cam')).toEqual([]);
  });

  it('When neighbours are the same letter, then that swap is skipped', () => {
    expect(adjacentSwaps('boot')).toEqual(['obot', 'boto']);
  });
});
