import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The module src/main.tsx imports once the page allows (src/start.tsx): the app itself. */
const START_SOURCE = /[\\/]src[\\/]start\.tsx$/;

function chunkOf(bundle: OutputBundle, test: (chunk: OutputChunk) => boolean): OutputChunk | undefined {
  return Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && test(output));
}

/** A chunk and everything it imports statically, by file name. */
function withStaticImports(bundle: OutputBundle, file: string, found = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  // The entry is index.html's own script already.
  if (found.has(file) || chunk?.type !== 'chunk' || chunk.isEntry) return found;
  found.add(file);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, found);
  return found;
}

/**
 * index.html fetches the app's start and its imports ahead (modulepreload), as it did while
 * main.tsx imported them statically: a screen the browser renders itself saves the round trip that
 * main.tsx's import would otherwise cost. On pages the server rendered, the API removes them again
 * (first-screen-tags.ts): there the app waits for the page to load.
 */
export function preloadStart(): Plugin {
  return {
    name: 'bidhub-preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        const start = bundle && chunkOf(bundle, (chunk) => START_SOURCE.test(chunk.facadeModuleId ?? ''));
        if (!bundle || !start) return [];
        return [...withStaticImports(bundle, start.fileName)].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
