import type { AuctionClosedEvent, LiveBidEvent } from '@bidhub/contracts';

/*
 * The live stream's events checked by hand rather than with the contracts' zod schemas: the
 * product page is a first-load screen, and zod would be the largest library it downloads.
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown) => typeof value === 'string';
const isKind = (value: unknown) => value === 'bid' || value === 'buy-now';

/** The data of a `bid` event, or undefined when it is not one (a newer or broken server). */
export function parseLiveBidEvent(text: string): LiveBidEvent | undefined {
  const data: unknown = JSON.parse(text);
  if (!isObject(data)) return undefined;
  const valid =
    isString(data.productId) &&
    isInteger(data.seq) &&
    isNumber(data.price) &&
    isString(data.winner) &&
    isString(data.endtime) &&
    isInteger(data.bidCount) &&
    isNumber(data.minNextBid) &&
    isOptional(data.reserveMet, isBoolean) &&
    isOptional(data.auto, isBoolean) &&
    isOptional(data.kind, isKind);
  return valid ? (data as LiveBidEvent) : undefined;
}

/** The data of a `closed` event, or undefined when it is not one. */
export function parseAuctionClosedEvent(text: string): AuctionClosedEvent | undefined {
  const data: unknown = JSON.parse(text);
  if (!isObject(data)) return undefined;
  const valid =
    isString(data.productId) &&
    isString(data.winner) &&
    isNumber(data.price) &&
    isInteger(data.bidCount) &&
    isBoolean(data.reserveMet) &&
    isString(data.endtime);
  return valid ? (data as AuctionClosedEvent) : undefined;
}

/** The new slug an `updated` event names, or undefined when it names none (an older server). */
export function slugOfUpdatedEvent(text: string): string | undefined {
  const data: unknown = JSON.parse(text);
  return isObject(data) && isString(data.slug) && data.slug !== '' ? data.slug : undefined;
}
