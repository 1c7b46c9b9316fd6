import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/product-fixture';
import { readAgainAtEnd } from './read-again-at-end';

const NOW = Date.parse('2030-01-01T11:00:00.000Z');

describe('readAgainAtEnd', () => {
  it('When the auction ends in three seconds, then the form reads it again just after its end', () => {
    expect(readAgainAtEnd(productFixture({ endtime: '2030-01-01T11:00:03.000Z' }), NOW)).toBe(3_500);
  });

  it('When the auction ends later, then it is read every ten seconds meanwhile, as bids go on', () => {
    expect(readAgainAtEnd(productFixture({ endtime: '2030-02-01T11:00:00.000Z' }), NOW)).toBe(10_000);
  });

  it('When the auction has ended, or has not been read yet, then it is not read again', () => {
    expect(readAgainAtEnd(productFixture({ status: 'closed' }), NOW)).toBe(false);
    expect(readAgainAtEnd(undefined, NOW)).toBe(false);
  });
});
