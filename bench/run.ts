/**
 * `npm run bench -- <name>` runs bench/<name>.ts; without a name it lists the benchmarks.
 * Each benchmark is a script that prints a table and never asserts a speed.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// This script's folder, from its own path: bench/ is compiled as CommonJS, which has no import.meta.
const here = dirname(resolve(process.argv[1]!));
const available = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();
const name = process.argv[2];

if (!name || !available.includes(name)) {
  console.error(`${name ? `No benchmark named '${name}'. ` : ''}Usage: npm run bench -- <${available.join('|')}>`);
  process.exit(name ? 1 : 0);
}
// No top-level await: the root package is not an ES module. Each benchmark exports its main.
let finished = false;
// Node exits quietly once nothing is left to wait for, even with main() unsettled (a request whose
// reply never comes and whose socket is gone): say so instead of ending without a word.
process.on('beforeExit', () => {
  if (finished) return;
  console.error(`Benchmark '${name}' stopped before it finished: nothing was left running (a promise that never settled).`);
  process.exit(2);
});
import(pathToFileURL(join(here, `${name}.ts`)).href)
  .then((benchmark: { main: () => Promise<void> }) => benchmark.main())
  .then(() => {
    finished = true;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
