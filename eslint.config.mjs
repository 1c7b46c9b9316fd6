// Lint guards the architecture, not the formatting: import cycles, features (web) and modules (API)
// reaching into each other's internals, the API's lower layers (db/, http/, live/) depending on the
// modules built on them, and functions past 60 lines.
// The type checker covers unused locals and parameters (noUnusedLocals), so no stylistic rule sets
// are enabled here.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const directoriesIn = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A feature (web) or module (API) may use another only through that one's public index.ts. */
const featureZones = (relativeDir) => {
  const dir = join(root, relativeDir);
  return directoriesIn(dir).map((name) => ({
    target: `${relativeDir}/${name}/**`,
    from: `${dir}/!(${name})/**`,
    except: [`${dir}/*/index.ts`],
    message: `Import another feature through its index.ts, not its internals (${name}).`,
  }));
};

/**
 * The app shell (routes, layout, guards) uses a feature through its index.ts too, or through its
 * shell.ts where index.ts would pull code of lazily loaded screens into the first chunk; the screens,
 * which the routes load lazily one chunk each, are the exception.
 */
const appShellZone = {
  target: 'apps/web/src/app/**',
  from: `${join(root, 'apps/web/src/features')}/**`,
  except: ['*/index.ts', '*/shell.ts', '**/*Page.tsx', '**/*Layout.tsx'].map((glob) => `${join(root, 'apps/web/src/features')}/${glob}`),
  message: 'The app shell uses a feature through its index.ts or shell.ts (or a lazily loaded screen), not its internals.',
};

/** Shared web code sits below the features; it must not depend on them. */
const sharedWebZones = ['lib', 'components'].map((dir) => ({
  target: `apps/web/src/${dir}/**`,
  from: `apps/web/src/features`,
  message: `apps/web/src/${dir} is shared code below the features: it must not import them.`,
}));

/**
 * db/, http/ and live/ (the bus that carries live news between processes) are the API's foundation;
 * the modules and the app that wires them are built on them, never the other way round.
 */
const apiLayerZones = ['db', 'http', 'live'].map((dir) => ({
  target: `apps/api/src/${dir}/**`,
  from: ['apps/api/src/modules', 'apps/api/src/app.ts', 'apps/api/src/app-context.ts'],
  message: `apps/api/src/${dir} must not import modules/, app.ts or app-context.ts: move the shared piece down or inject it.`,
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**'] },
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and no cycle through TypeScript is ever seen.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contracts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...featureZones('apps/web/src/features'), ...featureZones('apps/api/src/modules'), appShellZone, ...sharedWebZones, ...apiLayerZones] },
      ],
    },
  },
  {
    // Small functions with one job, 60 lines as written (blank and comment lines count too); tests
    // are left out, where a describe block groups many cases.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: false, skipComments: false }] },
  },
);
