import type { Response } from 'express';

/** How long a browser waits before it reconnects after a shutdown closed its stream (SSE `retry:`). */
const RECONNECT_AFTER_SHUTDOWN_MS = 1000;

/**
 * The Server-Sent Event streams this process holds open. They never end on their own, so a
 * shutdown ends them itself - with a reconnect hint, so browsers move on to another process -
 * instead of cutting their connections.
 */
export interface OpenStreams {
  track(response: Response): void;
  endAll(): void;
  readonly size: number;
}

export function createOpenStreams(): OpenStreams {
  const streams = new Set<Response>();
  return {
    track(response) {
      streams.add(response);
      response.on('close', () => streams.delete(response));
    },
    endAll() {
      for (const response of streams) {
        response.end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
      }
      streams.clear();
    },
    get size() {
      return streams.size;
    },
  };
}
