/**
 * The first SIGTERM/SIGINT that came while Node was still loading the server's modules. Loading
 * them all takes most of a second (more on a busy machine), and until some JS listens Node dies
 * of either signal at once with exit 143 and no log line; server.ts starts this before it loads
 * anything else, so start-up can stop cleanly instead (stop-signals.ts takes it over).
 */
let recorded: NodeJS.Signals | undefined;

const record = (signal: NodeJS.Signals) => {
  recorded ??= signal;
};

export function recordStopSignals(): void {
  process.on('SIGINT', record);
  process.on('SIGTERM', record);
}

/**
 * Ends the recording and returns what it caught. Call it only once your own listeners are on: with
 * none at all, even for an instant, Node goes back to dying of the signal.
 */
export function takeRecordedStopSignal(): NodeJS.Signals | undefined {
  process.off('SIGINT', record);
  process.off('SIGTERM', record);
  return recorded;
}
