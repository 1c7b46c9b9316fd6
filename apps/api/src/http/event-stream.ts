import type { Response } from 'express';
import type { OpenStreams } from './open-streams.js';

/** How long a browser waits before it reconnects after a dropped stream (SSE `retry:`). */
const RECONNECT_DELAY_MS = 3000;
const HEARTBEAT_MS = 15_000;

/**
 * Starts a Server-Sent Events reply: headers that keep proxies from buffering it, a reconnect hint,
 * and a heartbeat comment so idle connections are not cut. The stream is tracked so a shutdown ends
 * it; the heartbeat stops when the connection closes or the reply is ended.
 */
export function openEventStream(response: Response, openStreams: OpenStreams): void {
  response.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  response.flushHeaders();
  openStreams.track(response);
  response.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);
  const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
  const stop = () => clearInterval(heartbeat);
  response.on('close', stop);
  response.on('finish', stop);
}
