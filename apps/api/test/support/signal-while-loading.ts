import { register } from 'node:module';

/**
 * `--import` this into the server (spawnServer's `imports`) to send it SIGTERM while Node is still
 * loading the modules of the server proper: the moment a plain `kill` can only hit by luck.
 */
register('./signal-while-loading-hooks.ts', import.meta.url);
