import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses input with a contract schema; the first problem becomes a 400 that names the field. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'Invalid input';
  const namesField = field === '' || message.toLowerCase().includes(field.toLowerCase().split('.')[0] ?? '');
  throw AppError.badRequest(namesField ? message : `${field}: ${message}`);
}
