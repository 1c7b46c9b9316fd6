import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFoldersPerTest } from '../support/temp-folders.js';

const apiRoot = resolve(import.meta.dirname, '../..');
const migrations = join(apiRoot, 'src/db/migrations');
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const newFolder = tempFoldersPerTest();

/** Runs `drizzle-kit generate` (what `npm run db:generate` runs) on a copy of the migrations. */
function generateOnACopy(): { output: string; files: string[] } {
  const folder = newFolder('bidhub-migrations-');
  const copy = join(folder, 'migrations');
  cpSync(migrations, copy, { recursive: true });
  const config = join(folder, 'drizzle.config.ts');
  // drizzle-kit reads `out` relative to the working directory, even when it is absolute.
  writeFileSync(config, `export default ${JSON.stringify({ dialect: 'postgresql', schema: './src/db/schema.ts', out: relative(apiRoot, copy) })};\n`);
  const run = spawnSync(process.execPath, [drizzleKit, 'generate', '--config', config], { cwd: apiRoot, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return { output: run.stdout, files: readdirSync(copy) };
}

describe('The Drizzle schema and the migrations', () => {
  it('When drizzle-kit drafts a migration from src/db/schema.ts, then it finds nothing the migrations lack', () => {
    const { output, files } = generateOnACopy();

    expect(output).toContain('No schema changes');
    expect(files.sort()).toEqual(readdirSync(migrations).sort());
  });
});
