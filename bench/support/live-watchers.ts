/**
 * A share of the live benchmark's watchers on a worker thread of its own (bench/live.ts). One thread
 * reading 10,000 streams adds its own queue to every delivery it measures, where a real lot's
 * watchers sit on as many machines. Opens `count` streams (OPEN_BATCH at a time), says when they are
 * open, and on 'collect' waits up to 30 s for `bids` events on each, then reports every arrival.
 * Times are `performance.timeOrigin + performance.now()`, comparable between threads.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface WatchersData {
  baseUrl: string;
  lot: string;
  count: number;
}
export type FromWatchers =
  | { kind: 'open' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; arrivals: [seq: number, at: number][]; complete: number; broken: number };
export interface CollectMessage {
  kind: 'collect';
  bids: number;
}

const OPEN_BATCH = 200;
const DELIVERY_WAIT_MS = 30_000;
export const now = () => performance.timeOrigin + performance.now();

interface Watcher {
  /** When each sequence number arrived. */
  arrivals: Map<number, number>;
  /** Why the stream broke after it opened (a reset, the server gone), if it did. */
  broken?: string;
  close(): void;
}

/** Collects the `id:` of every `event: bid` block of a stream's text, as it arrives. */
function bidReader(arrivals: Map<number, number>) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: (\d+)$/m.exec(block);
      if (/^event: bid$/m.test(block) && id) arrivals.set(Number(id[1]), now());
      end = buffer.indexOf('\n\n');
    }
  };
}

/** Opens one stream; rejects with the server's status and message when it is not an event stream. */
function watch({ baseUrl, lot }: WatchersData, agent: http.Agent): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/v1/product/${lot}/live`, { agent }, (response) => {
      response.setEncoding('utf8');
      if (response.statusCode !== 200) {
        let body = '';
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => reject(new Error(`a watcher was refused: ${response.statusCode} ${body}`)));
        return;
      }
      const watcher: Watcher = { arrivals: new Map(), close: () => request.destroy() };
      // After the stream opened, a failure is recorded on the watcher (and counted), never thrown.
      const breaks = (reason: string) => () => (watcher.broken ??= reason);
      request.on('error', (error: NodeJS.ErrnoException) => breaks(error.code ?? error.message)());
      response.on('aborted', breaks('aborted'));
      response.on('end', breaks('ended by the server'));
      response.on('data', bidReader(watcher.arrivals));
      resolve(watcher);
    });
    request.on('error', reject);
  });
}

async function openAll(data: WatchersData, agent: http.Agent): Promise<Watcher[]> {
  const opened: Watcher[] = [];
  try {
    for (let index = 0; index < data.count; index += OPEN_BATCH) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, data.count - index) }, () => watch(data, agent));
      opened.push(...(await Promise.all(batch)));
    }
    return opened;
  } catch (error) {
    for (const watcher of opened) watcher.close();
    throw new Error(`opening ${data.count} watchers failed after ${opened.length} opened: ${(error as Error).message}`, { cause: error });
  }
}

async function collect(watchers: Watcher[], bids: number): Promise<FromWatchers> {
  const deadline = now() + DELIVERY_WAIT_MS;
  const waiting = () => watchers.some((watcher) => watcher.arrivals.size < bids && !watcher.broken);
  while (now() < deadline && waiting()) await new Promise((resolve) => setTimeout(resolve, 100));
  const arrivals = watchers.flatMap((watcher) => [...watcher.arrivals]);
  const complete = watchers.filter((watcher) => watcher.arrivals.size === bids).length;
  const broken = watchers.filter((watcher) => watcher.broken).length;
  for (const watcher of watchers) watcher.close();
  return { kind: 'done', arrivals, complete, broken };
}

if (parentPort) {
  const port = parentPort;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  openAll(workerData as WatchersData, agent).then(
    (watchers) => {
      port.once('message', (message: CollectMessage) => void collect(watchers, message.bids).then((result) => port.postMessage(result)));
      port.postMessage({ kind: 'open' } satisfies FromWatchers);
    },
    (error: unknown) => port.postMessage({ kind: 'failed', message: (error as Error).message } satisfies FromWatchers),
  );
}
