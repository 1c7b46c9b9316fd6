import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createHttpServer } from '../../src/http/http-server.js';

export interface ServerSentEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  /** Comment lines such as heartbeats. */
  comments: string[];
}

export interface LiveStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every block received so far, in order. */
  blocks: ServerSentEvent[];
  /** Only the `bid` events, data parsed. */
  bids(): { id: string; data: Record<string, unknown> }[];
  /** Resolves once at least `count` bid events have arrived. */
  waitForBids(count: number): Promise<void>;
  /** Resolves once at least `count` events of this type (`closed`, `notification`) have arrived. */
  waitForEvents(event: string, count: number): Promise<void>;
  /** Resolves once a comment line such as `: ping` has arrived. */
  waitForComment(comment: string): Promise<void>;
  /** The body of a reply that was not a stream. */
  text(): Promise<string>;
  close(): void;
}

function parseBlock(block: string): ServerSentEvent {
  const parsed: ServerSentEvent = { comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) parsed.comments.push(line.slice(1).trim());
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (match) parsed[match[1] as 'id' | 'event' | 'data' | 'retry'] = match[2];
  }
  return parsed;
}

/** The production HTTP server on an ephemeral port, for tests that read streams or send raw requests; close it in afterAll. */
export function listenOnEphemeralPort(app: Express): Promise<{ baseUrl: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server = createHttpServer(app).listen(0, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Opens GET `url` and parses Server-Sent Events as they arrive, the way EventSource does. */
export function openLiveStream(url: string, headers: Record<string, string> = {}): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (response) => {
      const blocks: ServerSentEvent[] = [];
      const waiters: { ready: () => boolean; resolve: () => void }[] = [];
      const waitUntil = (ready: () => boolean) =>
        ready() ? Promise.resolve() : new Promise<void>((done) => waiters.push({ ready, resolve: done }));
      const hasComment = (comment: string) => blocks.some((block) => block.comments.includes(comment));
      let buffer = '';
      let body = '';
      const bids = () =>
        blocks.filter((block) => block.event === 'bid').map((block) => ({ id: block.id ?? '', data: JSON.parse(block.data ?? '{}') }));
      const ended = new Promise<void>((done) => response.on('end', done));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          blocks.push(parseBlock(buffer.slice(0, boundary)));
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
        }
        for (const waiter of waiters.filter((candidate) => candidate.ready())) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        blocks,
        bids,
        waitForBids: (count) => waitUntil(() => bids().length >= count),
        waitForEvents: (event, count) => waitUntil(() => blocks.filter((block) => block.event === event).length >= count),
        waitForComment: (comment) => waitUntil(() => hasComment(comment)),
        text: async () => {
          await ended;
          return body;
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
