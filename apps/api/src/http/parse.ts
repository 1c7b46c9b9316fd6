import type { z } from 'zod';
import { AppError } from './app-error.js';

/** A body that is not named fields: a JSON list, or (error-middleware.ts) JSON null, a number or a string. */
export const NOT_AN_OBJECT = 'The request body must be a JSON object (or a form) of named fields';

/**
 * Parses input with a contract schema; the first problem becomes a 400. The message always names
 * the payload field as clients send it: 'Name is required' already does, 'Username is required'
 * for the field `email` becomes 'email: Username is required'.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // Only a body can be something other than an object (params, query and headers never are).
  if (issue?.path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'object') throw AppError.badRequest(NOT_AN_OBJECT);
  const field = String(issue?.path[0] ?? '');
  const message = issue?.message ?? 'Invalid input';
  const namesField = field === '' || message.toLowerCase().includes(field.toLowerCase());
  throw AppError.badRequest(namesField ? message : `${field}: ${message}`);
}
