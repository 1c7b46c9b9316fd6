import { createHash } from 'node:crypto';
import { PRODUCT_SORTS, type ProductSort } from '@bidhub/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';

/**
 * Where a keyset page ends: the last product's sort value (as PostgreSQL prints it, so no precision
 * is lost) and id; for ending-soon also whether it was in the open or the ended part.
 */
export interface ListCursor {
  sort: ProductSort;
  value: string;
  id: string;
  phase?: 'open' | 'closed' | undefined;
  /** The filters the page was listed with (filtersFingerprint); absent in cursors made before it was. */
  filters?: string | undefined;
}

/** A timestamptz as PostgreSQL prints it ('2026-11-27 15:09:51.36022+00'), a real day and time. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/;

/** PostgreSQL has no year 0 and takes offsets only up to 15:59. */
const MAX_OFFSET_HOURS = 15;

function isTimestamp(value: string): boolean {
  const parts = TIMESTAMP.exec(value)?.slice(1).map((part) => Number(part ?? 0));
  if (!parts) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = parts as [number, number, number, number, number, number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 1 to 99 as they are.
  date.setUTCFullYear(year, month - 1, day);
  const realDay = year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return realDay && hour < 24 && minute < 60 && second < 60 && offsetHours <= MAX_OFFSET_HOURS && offsetMinutes < 60;
}

/** A numeric(14,2) as PostgreSQL prints it. */
const isPrice = (value: string) => /^\d{1,12}(\.\d{1,2})?$/.test(value);

/**
 * What each sort's value must look like before it reaches SQL as a literal of the column's type: a
 * value that decoded but does not fit (edited by hand, a date of month 13) failed the cast as a 500.
 */
const fitsSort: Record<ProductSort, (value: string) => boolean> = {
  newest: isTimestamp,
  'ending-soon': isTimestamp,
  'price-asc': isPrice,
  'price-desc': isPrice,
  'most-bids': (value) => /^\d{1,9}$/.test(value),
};

const cursorSchema = z.object({
  sort: z.enum(PRODUCT_SORTS),
  value: z.string().max(64),
  id: z.uuid(),
  phase: z.enum(['open', 'closed']).optional(),
  filters: z.string().max(32).optional(),
});

/** Opaque to clients: base64url JSON, only ever read back through the schema above. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/**
 * A cursor read with other filters than its page was listed with would resume another list at a
 * product it may not hold, a page that looks right and is not: the cursor names its filters.
 */
export const filtersFingerprint = (filterKey: string) => createHash('sha256').update(filterKey).digest('base64url').slice(0, 16);

export function decodeCursor(text: string, sort: ProductSort, filters: string): ListCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success) throw AppError.badRequest('cursor is not valid');
  if (parsed.data.sort !== sort) throw AppError.badRequest('cursor belongs to another sort');
  if (parsed.data.filters !== undefined && parsed.data.filters !== filters) throw AppError.badRequest('cursor belongs to other filters: send the filters it was listed with');
  if (!fitsSort[sort](parsed.data.value)) throw AppError.badRequest('cursor is not valid');
  return parsed.data;
}
