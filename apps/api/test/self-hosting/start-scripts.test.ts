import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const rootPackage = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };

/** Stands in for the server: says when it is up, and prints 'stopped' when a SIGTERM reaches it. */
const SERVER_STAND_IN = `node -e "process.on('SIGTERM', () => { console.log('stopped'); process.exit(0); }); console.log('up'); setInterval(() => {}, 1000);"`;

/** What the script runs once the build is done, with the stand-in for the server. */
function launchOf(script: string): string {
  const launch = script.split('&&').at(-1)!.trim();
  expect(launch).toContain('node apps/api/dist/server.js');
  return launch.replace('node apps/api/dist/server.js', SERVER_STAND_IN);
}

/** Runs the launch as npm does (sh -c), sends SIGTERM to that shell as npm passes it on, and returns what the server printed. */
async function outputAfterSigterm(launch: string): Promise<string> {
  const shell = spawn('sh', ['-c', launch], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const up = new Promise<void>((resolve) =>
    shell.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('up')) resolve();
    }),
  );
  await up;
  shell.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // Whatever is left (a server the signal never reached) goes with its process group.
  try {
    process.kill(-shell.pid!, 'SIGKILL');
  } catch {
    // Already gone: the signal reached it.
  }
  return output;
}

describe('npm start and npm run start:cluster', () => {
  it.each(['start', 'start:cluster'])('When npm passes a SIGTERM to `%s`, then it reaches the server instead of leaving it running', async (name) => {
    expect(await outputAfterSigterm(launchOf(rootPackage.scripts[name]!))).toContain('stopped');
  });
});
