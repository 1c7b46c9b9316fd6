/**
 * `npm run bench -- <name>` runs bench/<name>.ts; without a name it lists the benchmarks.
 * Each benchmark is a script that prints a table and never asserts a speed.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();
const name = process.argv[2];

if (!name || !available.includes(name)) {
  console.error(`${name ? `No benchmark named '${name}'. ` : ''}Usage: npm run bench -- <${available.join('|')}>`);
  process.exit(name ? 1 : 0);
}
// No top-level await: the root package is not an ES module.
void import(pathToFileURL(join(here, `${name}.ts`)).href);
