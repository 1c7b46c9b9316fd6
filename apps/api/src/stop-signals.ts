import type { Logger } from 'pino';
import { takeRecordedStopSignal } from './early-stop-signals.js';

export interface StopSignals {
  /** The signal that came while the server was starting, if one did. */
  pending(): string | undefined;
  /** From now on a signal calls `stop`; one that came during start-up calls it at once. */
  handleWith(stop: (signal: string) => void): void;
}

/**
 * SIGTERM and Ctrl+C are taken from the first moment: without a handler Node dies at once and
 * leaves an embedded database it was opening to its own devices, with no line in the log. One that
 * comes during start-up (or while the modules were loading: early-stop-signals.ts) is remembered
 * and acted on where start-up can stop cleanly.
 */
export function listenForStopSignals(logger: Logger): StopSignals {
  let pending: string | undefined;
  let handler: ((signal: string) => void) | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (handler) return handler(signal);
    if (pending !== undefined) return;
    pending = signal;
    logger.info({ signal }, 'stop asked for during start-up: stopping once the database is open');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Only now that ours listen: taking the recording over leaves no instant without a listener.
  const early = takeRecordedStopSignal();
  if (early !== undefined) onSignal(early);
  return {
    pending: () => pending,
    handleWith(stop) {
      handler = stop;
      if (pending !== undefined) stop(pending);
    },
  };
}
