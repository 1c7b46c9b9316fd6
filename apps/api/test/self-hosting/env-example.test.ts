import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const atRoot = (file: string) => readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8');

/** An operator edits .env.example into .env: a variable the stack reads but the file omits is one they never learn of. */
describe('.env.example', () => {
  it('When docker-compose.yml reads a variable, then .env.example sets it, under a comment', () => {
    const read = [...new Set([...atRoot('docker-compose.yml').matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]!))];
    const lines = atRoot('.env.example').split('\n');
    const commented = (name: string) => {
      const at = lines.findIndex((line) => line.startsWith(`${name}=`));
      return at > 0 && lines[at - 1]!.startsWith('#');
    };
    expect(read.length).toBeGreaterThan(10);
    expect(read.filter((name) => !commented(name))).toEqual([]);
  });

  it("When the README's configuration table names a variable, then docker-compose.yml passes it on from .env", () => {
    const documented = [...atRoot('README.md').matchAll(/^\| `([A-Z][A-Z_]+)` \|/gm)].map((match) => match[1]!);
    // Set by the stack itself: where the data, the engine and the web files are, and the port inside the container.
    const setByTheStack = ['PORT', 'DATA_DIR', 'DATABASE_URL', 'DB_ENGINE', 'WEB_DIST_DIR'];
    const compose = atRoot('docker-compose.yml');
    expect(documented.length).toBeGreaterThan(15);
    expect(documented.filter((name) => !setByTheStack.includes(name) && !compose.includes(`\${${name}`))).toEqual([]);
  });
});
