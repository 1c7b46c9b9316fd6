import { describe, expect, it } from 'vitest';
import { typoDistance } from '@bidhub/contracts';
import { correctionScore } from '../../src/modules/products/typo-distance.js';

describe('typoDistance: edits to the word, or to its closest start', () => {
  it.each([
    ['watch', 'watch', 0],
    ['wach', 'watch', 1],
    ['wtach', 'watch', 1],
    ['camra', 'camera', 1],
    ['camr', 'camera', 1],
    ['gramaphone', 'gramophone', 1],
    ['camra', 'car', 2],
    ['wach', 'watercolour', 2],
    ['pocket', 'cricket', 3],
    ['abc', '', 3],
  ])("When '%s' is typed for '%s', then %i edits", (typed, word, edits) => {
    expect(typoDistance(typed, word)).toBe(edits);
  });
});

describe('correctionScore', () => {
  it('When one correction is fewer edits away than another, then it scores higher, and every correction below the typed word itself (1)', () => {
    expect(correctionScore('gramaphone', 'gramophone')!).toBeGreaterThan(correctionScore('gramaphone', 'grumophone')!);
    expect(correctionScore('watch', 'watch')).toBeLessThan(1);
  });

  it('When a word is more edits away than a typo of its length holds (1 up to five letters, 2 beyond), then it is no correction', () => {
    expect(correctionScore('wach', 'watercolour')).toBeUndefined();
    expect(correctionScore('pocket', 'cricket')).toBeUndefined();
    expect(correctionScore('gramaphone', 'gramophone')).toBeDefined();
  });
});
