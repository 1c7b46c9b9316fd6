import { describe, expect, it } from 'vitest';
import { withoutQueryParameters } from '../../src/logger.js';

/** As drizzle's DrizzleQueryError carries them: the statement and its parameters, in message and stack. */
function failedQuery(query: string, params: unknown[]) {
  return Object.assign(new Error(`Failed query: ${query}\nparams: ${params.join(',')}`), { query, params });
}

describe('A failed query in the log', () => {
  it('When a query fails, then its statement is logged as it was, and its parameters are not', () => {
    const query = "select * from users where name like '$`%' or note = $' and email = $1";
    const logged = withoutQueryParameters(failedQuery(query, ['$2b$10$secrethash', '9999999999'])) as Error & { params?: unknown };
    expect(logged.message).toBe(`Failed query: ${query}\nparams: 2 not logged`);
    expect(logged.stack).toContain(`Failed query: ${query}\nparams: 2 not logged`);
    expect(logged.stack).not.toContain('secrethash');
    expect(logged.params).toBeUndefined();
  });
});
