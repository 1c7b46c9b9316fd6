import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.js';
import { parse } from './parse.js';

const schema = z.object({
  name: z.string({ error: 'Name is required' }),
  email: z.string({ error: 'Username is required' }),
  nested: z.object({ depth: z.number({ error: 'Depth must be a number' }) }).optional(),
});

const failureOf = (input: unknown) => {
  try {
    parse(schema, input);
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('parse', () => {
  it('When input is valid, then the parsed value comes back', () => {
    expect(parse(schema, { name: 'a', email: 'b', extra: 1 })).toEqual({ name: 'a', email: 'b' });
  });

  it('When the body is a list or a bare value instead of an object, then the message says what is expected', () => {
    for (const input of [[1], 'text', 42]) {
      expect((failureOf(input) as AppError).message).toBe('The request body must be a JSON object (or a form) of named fields');
    }
  });

  it('When the message already names the field, then it is sent as written', () => {
    const error = failureOf({ email: 'b' });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe('Name is required');
  });

  it('When the message words the field differently, then the payload key is put in front', () => {
    expect((failureOf({ name: 'a' }) as AppError).message).toBe('email: Username is required');
    expect((failureOf({ name: 'a', email: 'b', nested: { depth: 'x' } }) as AppError).message).toBe('nested: Depth must be a number');
  });

  it('When there is no body at all, then it is read as an empty object', () => {
    expect((failureOf(undefined) as AppError).message).toBe('Name is required');
  });
});
