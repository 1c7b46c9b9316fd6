import { describe, expect, it } from 'vitest';
import { shouldSeedDemoData } from '../../src/modules/demo-data/seed-decision.js';

describe('shouldSeedDemoData', () => {
  it.each([
    [undefined, 'pglite', true],
    [undefined, 'postgres', false],
    [true, 'pglite', true],
    [true, 'postgres', true],
    [false, 'pglite', false],
    [false, 'postgres', false],
  ] as const)('When SEED_DEMO is %j on %s, then seeding is %j', (seedDemo, engine, expected) => {
    expect(shouldSeedDemoData(seedDemo, engine)).toBe(expected);
  });
});
