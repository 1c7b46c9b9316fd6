import { recordStopSignals } from './early-stop-signals.js';

// The entry point (`node apps/api/dist/server.js`): it listens for SIGTERM/SIGINT before the rest of
// the server is even loaded. Static imports would all be loaded and linked before any line here ran.
recordStopSignals();
await import('./server-main.js');
