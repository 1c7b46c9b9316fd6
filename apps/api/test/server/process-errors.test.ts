import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const API_FOLDER = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a few lines in a fresh Node process with the server's handlers installed. */
function runWithHandlers(body: string) {
  const script = `import { pino } from 'pino'; import { exitOnUnhandledErrors } from './src/process-errors.ts';
exitOnUnhandledErrors(pino()); ${body}`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: API_FOLDER, encoding: 'utf8', timeout: 30_000 });
}

it.each([
  ['an unhandled rejection', "Promise.reject(new Error('lost promise'));", 'unhandled promise rejection; exiting', 'lost promise'],
  ['an uncaught exception', "setTimeout(() => { throw new Error('thrown in a timer'); }, 0);", 'uncaught exception; exiting', 'thrown in a timer'],
])('When %s happens, then it is logged with its stack and the process exits non-zero for its supervisor to replace', (_name, body, message, errorText) => {
  const result = runWithHandlers(`${body} setTimeout(() => process.exit(0), 5000);`);
  expect(result.status).toBe(1);
  const entry = JSON.parse(result.stdout.trim().split('\n').at(-1)!);
  expect(entry).toMatchObject({ level: 60, msg: message });
  expect(entry.err.stack).toContain(errorText);
});
