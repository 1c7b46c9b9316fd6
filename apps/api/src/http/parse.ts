import type { z } from 'zod';
import { AppError } from './app-error.js';

/** zod's built-in messages ('Invalid input: expected string', 'Too small: ...') do not say which field. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b/;

/**
 * Parses input with a contract schema; the first problem becomes a 400. Messages the contracts
 * wrote are sent as they are; zod's own get the field's path in front.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'Invalid input';
  const needsField = field !== '' && ZOD_DEFAULT_MESSAGE.test(message);
  throw AppError.badRequest(needsField ? `${field}: ${message}` : message);
}
