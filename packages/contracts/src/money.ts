import { z } from 'zod';
import { missingOr } from './common.js';

/** Largest price or bid the market accepts: Rs. 1,00,00,00,000 (one hundred crore). */
export const MAX_AMOUNT_RUPEES = 1_000_000_000;

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/**
 * What the checks below allow, for the OpenAPI document only (meta does not validate): a client
 * generated from it learns the bounds instead of meeting them as 400s.
 */
const AMOUNT_AS_NUMBER = { exclusiveMinimum: 0, maximum: MAX_AMOUNT_RUPEES, description: 'Rupees, at most 2 decimals' };
const AMOUNT_AS_TEXT = {
  // TWO_DECIMALS, around the spaces the check trims.
  pattern: `^\\s*${TWO_DECIMALS.source.slice(1, -1)}\\s*$`,
  description: `Rupees as text, at most 2 decimals, > 0 and <= ${MAX_AMOUNT_RUPEES}`,
};

/**
 * An amount of rupees: a finite number > 0 with at most two decimals. Multipart forms send it as
 * text, JSON clients as a number; both are checked on their written form so that 10.005 is refused
 * rather than silently rounded.
 */
export function rupeesSchema(field: string) {
  const notAnAmount = `${field} must be a positive number with at most 2 decimals`;
  // Only a missing amount is "required": an optional one sent as an object, true or 1e400 is malformed.
  return z.union([z.number().meta(AMOUNT_AS_NUMBER), z.string().meta(AMOUNT_AS_TEXT)], { error: missingOr(`${field} is required`, notAnAmount) }).transform((value, context) => {
    const written = typeof value === 'number' ? String(value) : value.trim();
    // 1e308 is written in an exponent, which the decimals check refuses: the bound is what is wrong.
    if (typeof value === 'number' && value > MAX_AMOUNT_RUPEES) {
      context.addIssue({ code: 'custom', message: `${field} must be at most ${MAX_AMOUNT_RUPEES}` });
      return z.NEVER;
    }
    if (!TWO_DECIMALS.test(written)) {
      context.addIssue({ code: 'custom', message: notAnAmount });
      return z.NEVER;
    }
    const amount = Number(written);
    if (!(amount > 0)) {
      context.addIssue({ code: 'custom', message: `${field} must be greater than 0` });
      return z.NEVER;
    }
    if (amount > MAX_AMOUNT_RUPEES) {
      context.addIssue({ code: 'custom', message: `${field} must be at most ${MAX_AMOUNT_RUPEES}` });
      return z.NEVER;
    }
    return amount;
  });
}

/** Rupees to whole paise, the unit every rule computes in so that no float rounding decides a bid. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

/** 'Rs. 1510' for whole rupees, 'Rs. 1510.50' otherwise, as the web client prints prices. */
export function formatRupees(paise: number): string {
  return `Rs. ${paise % 100 === 0 ? String(paise / 100) : toRupees(paise).toFixed(2)}`;
}

/**
 * The smallest step a new bid must add to the current price (rupees): below 100 -> 1;
 * below 1,000 -> 10; below 10,000 -> 50; below 1,00,000 -> 100; from there on -> 500.
 */
export function bidIncrementPaise(currentPricePaise: number): number {
  if (currentPricePaise < 100_00) return 1_00;
  if (currentPricePaise < 1_000_00) return 10_00;
  if (currentPricePaise < 10_000_00) return 50_00;
  if (currentPricePaise < 1_00_000_00) return 100_00;
  return 500_00;
}

/** The lowest acceptable next bid: the starting price while nobody has bid, else price + increment. */
export function minimumNextBidPaise(currentPricePaise: number, bidCount: number): number {
  return bidCount === 0 ? currentPricePaise : currentPricePaise + bidIncrementPaise(currentPricePaise);
}
