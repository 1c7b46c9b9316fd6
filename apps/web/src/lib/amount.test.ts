import { describe, expect, it } from 'vitest';
import { AMOUNT_FORMAT, amountTypo, parseAmount } from './amount';

describe('Reading a typed amount', () => {
  it('reads digits with at most one point, spaces around them allowed', () => {
    expect(['1250', '12.50', ' 12.5 ', '12.', '.5', '-5'].map(parseAmount)).toEqual([1250, 12.5, 12.5, 12, 0.5, -5]);
  });

  it('reads the digits of other scripts as the digits they are', () => {
    expect(['٣٤', '۱۲۳', '１５', '１２．５'].map(parseAmount)).toEqual([34, 123, 15, 12.5]);
  });

  it('refuses, rather than guesses, a comma, a space, a plus, an exponent or a currency: 12,50 is never 1250', () => {
    for (const text of ['12,50', '1,000', '1 000', '1.000,00', '1e4', '0x10', '$12', 'Rs. 12', '+5', '--5', 'Infinity', '1.2.3']) {
      expect(parseAmount(text), text).toBeUndefined();
      expect(amountTypo(text), text).toBe(AMOUNT_FORMAT);
    }
  });

  it('has no typo to report for an empty field or a readable amount', () => {
    expect([amountTypo(''), amountTypo('  '), amountTypo('12.50')]).toEqual([undefined, undefined, undefined]);
  });
});
