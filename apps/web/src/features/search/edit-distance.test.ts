import { describe, expect, it } from 'vitest';
import { editDistance, forgivenEdits } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['watch', 'watch', 0],
    ['wach', 'watch', 1],
    ['wtach', 'watch', 1],
    ['camra', 'camera', 1],
    ['cmaera', 'camera', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s to %s takes %i edits, a swap of neighbours counting one', (typed, word, edits) => {
    expect(editDistance(typed, word)).toBe(edits);
  });

  it('forgives no edit up to 3 letters, 1 for 4 or 5, 2 from 6 on, as search does', () => {
    expect(['cam', 'wach', 'camra', 'camerx'].map(forgivenEdits)).toEqual([0, 1, 1, 2]);
  });
});
