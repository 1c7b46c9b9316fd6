import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { preparedPerDatabase } from '../../src/db/prepared-per-database.js';

const handle = () => ({}) as Database;

describe('A statement prepared per database handle', () => {
  it('When a handle asks again, then it gets the statement prepared the first time, and another handle its own', () => {
    const prepared: Database[] = [];
    const statementFor = preparedPerDatabase((db) => {
      prepared.push(db);
      return { preparedOn: db };
    });
    const first = handle();
    const second = handle();

    const once = statementFor(first);
    expect(statementFor(first)).toBe(once);
    expect(statementFor(second)).not.toBe(once);
    expect(prepared).toEqual([first, second]);
  });
});
