import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { preloadStart } from './build/preload-start';

/** The libraries the app shell itself runs on (not those of one screen, like the live stream client). */
const FIRST_LOAD_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|axios|react-error-boundary)[\\/]/;

/**
 * The toasts' libraries, a file of their own. react-hot-toast makes goober add its style element
 * when its module is evaluated; inside the vendor file that happened with the whole of it on the
 * stack, and with DevTools attached (Lighthouse) recording that stack cost ~50 ms at the 4x slowdown.
 */
const TOAST_LIBRARIES = /node_modules[\\/](react-hot-toast|goober)[\\/]/;

/** The chunk of src/start.tsx, as Vite names it. */
const START_CHUNK = /(^|\/)start-[\w-]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  // The server's copy (`vite build --ssr`, dist-ssr/) is read from disk by the API, never sent.
  plugins: isSsrBuild ? [react()] : [react(), preloadStart(), precompress()],
  // One self-contained file: the API's production install (the Docker image) has no React of its own.
  ssr: { noExternal: true },
  server: {
    // `npm run dev`: the API runs on its own port; the browser still talks to one origin.
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    // Maps stay on disk for debugging but are not referenced by the bundles, and the server never serves them.
    sourcemap: 'hidden',
    modulePreload: {
      // main.tsx imports the app's start (start.tsx) once a server-rendered page has loaded: its
      // imports are then fetched as the browser finds them, without ~16 <link rel=modulepreload>
      // inserted into the page in the middle of that work. index.html names them for pages the
      // browser renders itself (build/preload-start.ts).
      resolveDependencies: (file, dependencies) => (START_CHUNK.test(file) ? [] : dependencies),
    },
    // dist/.vite/manifest.json: which chunks each route loads, read by `npm run bench -- web`.
    manifest: true,
    rollupOptions: {
      // The contracts' zod schemas are built by plain calls; marked pure (here `z.*`, in the contracts
      // `/* @__PURE__ */` before each schema, whose chained .refine() this option does not reach),
      // those the screens never use (nearly all: the web imports limits and types) are dropped
      // together with zod itself.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // The libraries every screen starts with travel as one file: on a phone each extra request
        // of the first load waits for a free connection and a round trip.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: FIRST_LOAD_LIBRARIES },
            { name: 'toasts', test: TOAST_LIBRARIES },
          ],
        },
      },
    },
  },
}));
