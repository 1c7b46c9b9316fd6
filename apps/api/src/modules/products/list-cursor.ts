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
}

const cursorSchema = z.object({
  sort: z.enum(PRODUCT_SORTS),
  value: z.string().max(64),
  id: z.uuid(),
  phase: z.enum(['open', 'closed']).optional(),
});

/** Opaque to clients: base64url JSON, only ever read back through the schema above. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string, sort: ProductSort): ListCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success) throw AppError.badRequest('cursor is not valid');
  if (parsed.data.sort !== sort) throw AppError.badRequest('cursor belongs to another sort');
  return parsed.data;
}
