import type { Response } from 'express';

/** How long a browser waits before it reconnects after a shutdown closed its stream (SSE `retry:`). */
const RECONNECT_AFTER_SHUTDOWN_MS = 1000;

/**
 * The Server-Sent Event streams this process holds open. They never end on their own, so a
 * shutdown ends them itself - with a reconnect hint, so browsers move on to another process -
 * instead of cutting their connections. A stream opened after that (during the shutdown's grace,
 * by a browser that followed the hint at once) is ended the same way as soon as it is tracked:
 * left open, it held the stop until the drain timeout cut it with a reset.
 */
export interface OpenStreams {
  /** False when the stream was ended at once, because the process is shutting down. */
  track(response: Response): boolean;
  endAll(): void;
  readonly size: number;
  /** True from the shutdown's start: the health check then says this process takes no new work. */
  readonly shuttingDown: boolean;
}

export function createOpenStreams(): OpenStreams {
  const streams = new Set<Response>();
  let shuttingDown = false;
  const endWithHint = (response: Response) => response.end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
  return {
    track(response) {
      if (shuttingDown) {
        endWithHint(response);
        return false;
      }
      streams.add(response);
      response.on('close', () => streams.delete(response));
      return true;
    },
    endAll() {
      shuttingDown = true;
      streams.forEach(endWithHint);
      streams.clear();
    },
    get size() {
      return streams.size;
    },
    get shuttingDown() {
      return shuttingDown;
    },
  };
}
