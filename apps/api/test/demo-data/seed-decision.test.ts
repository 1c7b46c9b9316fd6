import { describe, expect, it } from 'vitest';
import { shouldSeedDemoData } from '../../src/modules/demo-data/seed-decision.js';

const EMBEDDED = 'an embedded engine (PGlite or embedded PostgreSQL)';
const SERVER = 'a PostgreSQL server';

describe('shouldSeedDemoData', () => {
  it.each([
    [undefined, EMBEDDED, true],
    [undefined, SERVER, false],
    [true, EMBEDDED, true],
    [true, SERVER, true],
    [false, EMBEDDED, false],
    [false, SERVER, false],
  ] as const)('When SEED_DEMO is %j on %s, then seeding is %j', (seedDemo, engine, expected) => {
    expect(shouldSeedDemoData(seedDemo, engine === EMBEDDED)).toBe(expected);
  });
});
