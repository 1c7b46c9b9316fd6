import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { RequestHandler } from 'express';

/** Preferred first: brotli is smaller, gzip is understood by every browser. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function urlPathsUnder(root: string, directory = root): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return urlPathsUnder(root, path);
    return [`/${relative(root, path).split(sep).join('/')}`];
  });
}

/**
 * Serves the copies the web build compressed ahead of time (file.br, file.gz) to browsers that
 * accept them. The list of copies is read once at start, so a request never probes the disk and
 * no request path is ever joined to a directory here.
 */
export function servePrecompressed(webDistDir: string): RequestHandler {
  const available = new Set(urlPathsUnder(webDistDir));
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const encodings = ENCODINGS.filter(({ suffix }) => available.has(request.path + suffix));
    if (encodings.length === 0) return next();
    // The same URL answers differently by Accept-Encoding, so caches must key on it.
    response.vary('Accept-Encoding');
    // Browsers list gzip before br at equal weight; the smaller brotli copy wins whenever it is accepted.
    const encoding = encodings.find(({ name }) => request.acceptsEncodings(name) === name);
    if (!encoding) return next();
    response.type(extname(request.path));
    response.setHeader('Content-Encoding', encoding.name);
    request.url = request.path + encoding.suffix + request.url.slice(request.path.length);
    next();
  };
}
