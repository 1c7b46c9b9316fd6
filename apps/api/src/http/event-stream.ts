import type { Request, Response } from 'express';
import { heartbeatQuerySchema } from '@bidhub/contracts';
import { parse } from './parse.js';
import type { OpenStreams } from './open-streams.js';

/** How long a browser waits before it reconnects after a dropped stream (SSE `retry:`). */
const RECONNECT_DELAY_MS = 3000;
const HEARTBEAT_MS = 15_000;

/** Whether the client asked for the heartbeat as an event: `?heartbeat=event` or `X-Heartbeat: event` (a 400 for anything else). */
export const wantsHeartbeatEvent = (request: Request) =>
  parse(heartbeatQuerySchema, { heartbeat: request.query.heartbeat ?? request.get('X-Heartbeat') }).heartbeat === 'event';

/** The heartbeat as a comment, and also as an event `ping` for a client that asked. */
const HEARTBEAT_COMMENT = ': ping\n\n';
const HEARTBEAT_EVENT = `${HEARTBEAT_COMMENT}event: ping\ndata: \n\n`;

export interface EventStreamOptions {
  /** The client wants the heartbeat as an event too: EventSource hides comments from the page. */
  heartbeatEvent?: boolean | undefined;
}

/**
 * Starts a Server-Sent Events reply: headers that keep proxies from buffering it, a reconnect hint,
 * and a heartbeat comment so idle connections are not cut. The stream is tracked so a shutdown ends
 * it; the heartbeat stops when the connection closes or the reply is ended. False when a shutdown
 * under way has already ended it: the caller must write nothing more.
 */
export function openEventStream(response: Response, openStreams: OpenStreams, { heartbeatEvent = false }: EventStreamOptions = {}): boolean {
  response.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  response.flushHeaders();
  if (!openStreams.track(response)) return false;
  response.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);
  const beat = heartbeatEvent ? HEARTBEAT_EVENT : HEARTBEAT_COMMENT;
  const heartbeat = setInterval(() => response.write(beat), HEARTBEAT_MS);
  const stop = () => clearInterval(heartbeat);
  response.on('close', stop);
  response.on('finish', stop);
  return true;
}

/** One event's frame, encoded once for every stream it goes to: as is, and as one HTTP/1.1 chunk. */
export interface SharedFrame {
  plain: Buffer;
  chunked: Buffer;
}

export function sharedFrame(text: string): SharedFrame {
  const plain = Buffer.from(text);
  return { plain, chunked: Buffer.concat([Buffer.from(`${plain.length.toString(16)}\r\n`), plain, Buffer.from('\r\n')]) };
}

/**
 * Writes a shared frame straight to the stream's socket, framed as the reply is (chunked on
 * HTTP/1.1, as is on HTTP/1.0). With 10,000 watchers, response.write encoded the same text 10,000
 * times and wrote each copy as three buffers: a third of the server's time went to that. Ordered
 * with everything response.write sends, which goes to the same socket.
 */
export function writeSharedFrame(response: Response, frame: SharedFrame): void {
  if (response.writableEnded || !response.socket) return;
  response.socket.write(response.chunkedEncoding ? frame.chunked : frame.plain);
}
