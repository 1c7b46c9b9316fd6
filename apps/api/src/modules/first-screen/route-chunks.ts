import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source or chunk name. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The web app's screens that the server gives a head start, by the source module of their lazy chunk. */
export const ROUTE_MODULES = {
  home: 'src/features/catalog/HomePage.tsx',
  product: 'src/features/bidding/ProductPage.tsx',
} as const;
export type FirstScreenRoute = keyof typeof ROUTE_MODULES;

/** A chunk and everything it imports statically: what loads before its code runs. */
export function staticImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) staticImports(manifest, imported, found);
  return found;
}

function chunkTags(manifest: Manifest, loadedByEntry: Set<string>, routeModule: string): string[] {
  const chunks = [...staticImports(manifest, routeModule)].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!);
  return [
    ...chunks.map(({ file }) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...chunks.flatMap(({ css = [] }) => css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)),
  ];
}

/**
 * The `<link>` tags that fetch each route's own chunks, their imports and styles together with the
 * entry instead of after it. Without a manifest (a build without it, the API's tests) there are none.
 */
export function readRouteChunkTags(webDistDir: string): Record<FirstScreenRoute, string[]> {
  const manifestFile = join(webDistDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  // index.html already loads the entry and preloads what it imports; the rest would only be found
  // after the entry has run and asked for the route's chunk: one network round trip later.
  const loadedByEntry = staticImports(manifest, 'index.html');
  return { home: chunkTags(manifest, loadedByEntry, ROUTE_MODULES.home), product: chunkTags(manifest, loadedByEntry, ROUTE_MODULES.product) };
}
