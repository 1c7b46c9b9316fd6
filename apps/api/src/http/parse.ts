import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Parses input with a contract schema; the first problem becomes a 400. The message always names
 * the payload field as clients send it: 'Name is required' already does, 'Username is required'
 * for the field `email` becomes 'email: Username is required'.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const message = issue?.message ?? 'Invalid input';
  const namesField = field === '' || message.toLowerCase().includes(field.toLowerCase());
  throw AppError.badRequest(namesField ? message : `${field}: ${message}`);
}
