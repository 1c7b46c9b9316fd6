import type { Express } from 'express';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  rawPath?: unknown;
  handle: { stack?: Layer[] };
}

const joinPaths = (prefix: string, path: string) => `${prefix}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
// A wildcard ('*keyword', a parameter that may hold '/') is the same path parameter to a client.
const toOpenApiPath = (path: string) => path.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');

/** 'GET /api/v1/product/{id}/bids' for every route the app serves, found by walking its router stack. */
export function expressRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${toOpenApiPath(joinPaths(prefix, path))}`);
        }
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, typeof layer.rawPath === 'string' ? joinPaths(prefix, layer.rawPath) : prefix);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...new Set(found)];
}
