/**
 * Amounts as people type them. The fields are text, not `type=number`: Chromium's number input
 * silently drops a decimal comma, so '12,50' typed on a German keyboard became a bid of 1250. Here
 * only digits, one point and a minus are read; a comma, a space or a currency is refused with a
 * word instead of guessed at, since '1,000' means a thousand to some and one to others.
 */

/** Arabic-Indic, Persian and full-width digits as the ASCII ones the server reads. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\uff0e]/g, (digit) => {
    const code = digit.charCodeAt(0);
    if (code === 0xff0e) return '.';
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

// A minus stays readable, so a negative amount is refused by the rules that name the lowest one.
// Decimals are left to the server, whose refusal says how many it takes ('1.000' is below any
// minimum bid, so it is warned of and refused, never a bid of a thousand).
const AMOUNT_SHAPE = /^-?(\d+\.?\d*|\.\d+)$/;

/** The amount a field holds, or undefined while it is empty or not digits with at most one point. */
export function parseAmount(text: string): number | undefined {
  const digits = asciiDigits(text.trim());
  return AMOUNT_SHAPE.test(digits) ? Number(digits) : undefined;
}

export const AMOUNT_FORMAT = 'Type the amount in digits, with a point before any paise: 1250 or 12.50 (no commas or spaces)';

/** Why a filled field's text is not an amount; undefined when it is empty or reads as one. */
export const amountTypo = (text: string): string | undefined => (text.trim() === '' || parseAmount(text) !== undefined ? undefined : AMOUNT_FORMAT);
