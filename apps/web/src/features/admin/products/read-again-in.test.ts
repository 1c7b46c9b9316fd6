import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/product-fixture';
import { readAgainIn } from './read-again-in';

const NOW = Date.parse('2030-01-01T11:00:00.000Z');

describe('readAgainIn', () => {
  it('When the auction ends in three seconds, then the form reads it again just after its end', () => {
    expect(readAgainIn(productFixture({ endtime: '2030-01-01T11:00:03.000Z' }), NOW)).toBe(3_500);
  });

  it('When the auction ends later, then it is read every ten seconds meanwhile, as bids go on', () => {
    expect(readAgainIn(productFixture({ endtime: '2030-02-01T11:00:00.000Z' }), NOW)).toBe(10_000);
  });

  it('When the auction has ended, or has not been read yet, then it is not read again', () => {
    expect(readAgainIn(productFixture({ status: 'closed' }), NOW)).toBe(false);
    expect(readAgainIn(undefined, NOW)).toBe(false);
  });
});
