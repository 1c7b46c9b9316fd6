import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { createEmptyDatabase } from '../support/test-database.js';

const journal = JSON.parse(readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };

describe('API processes starting together on an empty PostgreSQL database (compose replicas, a cluster)', () => {
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  beforeAll(async () => {
    empty = await createEmptyDatabase(process.env.DATABASE_URL!);
  });
  afterAll(() => empty?.drop());

  it('When four open it at once, then all four start, and each migration ran once', async () => {
    const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: empty.url })));
    await Promise.all(opened.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.close() : undefined)));
    expect(opened.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'opened'))).toEqual(['opened', 'opened', 'opened', 'opened']);

    const client = new pg.Client({ connectionString: empty.url });
    await client.connect();
    const { rows } = await client.query<{ runs: number; distinct: number }>('select count(*)::int as runs, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations');
    await client.end();
    expect(rows[0]).toEqual({ runs: journal.entries.length, distinct: journal.entries.length });
  });
});
