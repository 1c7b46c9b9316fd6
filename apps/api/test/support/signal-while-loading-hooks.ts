import type { ResolveHook } from 'node:module';

/** Imported by server-main.ts only, so it is resolved while the server's own modules load. */
const LOADING_THE_SERVER = './app.js';

let sent = false;

/** Module hooks run beside the main thread, which goes on loading while the signal is delivered. */
export const resolve: ResolveHook = (specifier, context, nextResolve) => {
  if (specifier === LOADING_THE_SERVER && !sent) {
    sent = true;
    process.kill(process.pid, 'SIGTERM');
  }
  return nextResolve(specifier, context);
};
