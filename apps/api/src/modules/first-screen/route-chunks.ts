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
/** The app's start (src/main.tsx imports it once the page allows): React, the router, the shell. */
export const START_MODULE = 'src/start.tsx';

/** A chunk and everything it imports statically: what loads before its code runs. */
export function staticImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) staticImports(manifest, imported, found);
  return found;
}

/** What a route needs beyond the app's start: its modules (fetched ahead) and its styles. */
export interface RouteChunkTags {
  modules: string[];
  styles: string[];
  /** The same files fetched when the browser has nothing else to do, for the page the visitor may open next. */
  prefetches: string[];
}

function chunkTags(manifest: Manifest, loadedByStart: Set<string>, routeModule: string): RouteChunkTags {
  const chunks = [...staticImports(manifest, routeModule)].filter((key) => !loadedByStart.has(key)).map((key) => manifest[key]!);
  const styleFiles = chunks.flatMap(({ css = [] }) => css);
  return {
    modules: chunks.map(({ file }) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    styles: styleFiles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    prefetches: [...chunks.map(({ file }) => `<link rel="prefetch" as="script" crossorigin href="/${file}">`), ...styleFiles.map((file) => `<link rel="prefetch" as="style" crossorigin href="/${file}">`)],
  };
}

/**
 * The `<link>` tags that fetch each route's own chunks, their imports and styles together with the
 * app's start instead of after it. Without a manifest (a build without it, the API's tests) there are none.
 */
export function readRouteChunkTags(webDistDir: string): Record<FirstScreenRoute, RouteChunkTags> {
  const manifestFile = join(webDistDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  // index.html already preloads the app's start and what it imports; the rest would only be found
  // after the start has run and asked for the route's chunk: one network round trip later.
  const loadedByStart = staticImports(manifest, START_MODULE, staticImports(manifest, 'index.html'));
  return { home: chunkTags(manifest, loadedByStart, ROUTE_MODULES.home), product: chunkTags(manifest, loadedByStart, ROUTE_MODULES.product) };
}
