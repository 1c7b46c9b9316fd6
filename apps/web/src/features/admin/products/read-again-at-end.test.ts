import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/product-fixture';
import { readAgainAtEnd } from './read-again-at-end';

const NOW = Date.parse('2030-01-01T11:00:00.000Z');

describe('readAgainAtEnd', () => {
  it('When the auction ends in a minute, then the form reads it again just after its end', () => {
    expect(readAgainAtEnd(productFixture({ endtime: '2030-01-01T11:01:00.000Z' }), NOW)).toBe(60_500);
  });

  it('When the auction ends in a month, then it is read hourly: a timer past 24.8 days would fire at once', () => {
    expect(readAgainAtEnd(productFixture({ endtime: '2030-02-01T11:00:00.000Z' }), NOW)).toBe(3_600_000);
  });

  it('When the auction has ended, or has not been read yet, then it is not read again', () => {
    expect(readAgainAtEnd(productFixture({ status: 'closed' }), NOW)).toBe(false);
    expect(readAgainAtEnd(undefined, NOW)).toBe(false);
  });
});
