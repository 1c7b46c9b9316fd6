/**
 * Live benchmark: BENCH_WATCHERS (1000,10000) SSE watchers on one lot of the built server (its own
 * process), then BENCH_BIDS (20) bids one after another from two bidders. Reports whether every
 * watcher got every bid and the delivery latency (bid sent -> event received) p50/p99.
 *
 *   npm run bench -- live
 *   BENCH_WATCHERS=1000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- live
 */
import http from 'node:http';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createClient, createLots, percentile, round, signUp, signUpAdmin, type SignedIn } from './support/load.js';
import { buildApi, startServer } from './support/server.js';

const WATCHER_COUNTS = (process.env.BENCH_WATCHERS ?? '1000,10000').split(',').map(Number);
const BIDS = Number(process.env.BENCH_BIDS ?? 20);
const OPEN_BATCH = 200;

interface Watcher {
  /** When each sequence number arrived (performance.now()). */
  arrivals: Map<number, number>;
  /** Why the stream broke after it opened (a reset, the server gone), if it did. */
  broken?: string;
  close(): void;
}

/** Opens one stream; refuses (rejects) with the server's status and message when it is not an event stream. */
function watch(baseUrl: string, lot: string, agent: http.Agent): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<number, number>();
    let buffer = '';
    const request = http.get(`${baseUrl}/api/v1/product/${lot}/live`, { agent }, (response) => {
      response.setEncoding('utf8');
      if (response.statusCode !== 200) {
        response.on('data', (chunk: string) => (buffer += chunk));
        response.on('end', () => reject(new Error(`a watcher was refused: ${response.statusCode} ${buffer}`)));
        return;
      }
      const watcher: Watcher = { arrivals, close: () => request.destroy() };
      // After the stream opened, a failure is recorded on the watcher (and counted), never thrown.
      const breaks = (reason: string) => () => (watcher.broken ??= reason);
      request.on('error', (error: NodeJS.ErrnoException) => breaks(error.code ?? error.message)());
      response.on('aborted', breaks('aborted'));
      response.on('end', breaks('ended by the server'));
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block);
          if (/^event: bid$/m.test(block) && id) arrivals.set(Number(id[1]), performance.now());
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(watcher);
    });
    request.on('error', reject);
  });
}

/** BENCH_WATCHERS streams, opened OPEN_BATCH at a time (each open is a query on the server). */
async function openWatchers(baseUrl: string, lot: string, agent: http.Agent, watchers: number): Promise<Watcher[]> {
  const opened: Watcher[] = [];
  const started = performance.now();
  try {
    for (let index = 0; index < watchers; index += OPEN_BATCH) {
      opened.push(...(await Promise.all(Array.from({ length: Math.min(OPEN_BATCH, watchers - index) }, () => watch(baseUrl, lot, agent)))));
    }
  } catch (error) {
    for (const watcher of opened) watcher.close();
    throw new Error(`opening ${watchers} watchers failed after ${opened.length} opened: ${(error as Error).message}`, { cause: error });
  }
  console.error(`${watchers} watchers open in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return opened;
}

async function round_(baseUrl: string, admin: SignedIn, watchers: number) {
  const request = createClient(baseUrl, 4);
  const [lot] = await createLots(baseUrl, admin, 1);
  const bidders = [await signUp(request, `live-a-${watchers}@example.com`), await signUp(request, `live-b-${watchers}@example.com`)];
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const opened = await openWatchers(baseUrl, lot!.id, agent, watchers);
  const sentAt = new Map<number, number>();
  let price = 100;
  for (let bid = 1; bid <= BIDS; bid += 1) {
    const bidder = bidders[bid % 2]!;
    sentAt.set(bid, performance.now());
    const reply = await request('PUT', `/product/bid-product/${lot!.id}`, { price, winner: bidder.username }, { Authorization: bidder.token });
    if (reply.status !== 200) throw new Error(`bid ${bid} of the ${watchers}-watcher row: ${reply.status} ${reply.body}`);
    price = (JSON.parse(reply.body) as { product: { minNextBid: number } }).product.minNextBid;
  }
  const deadline = performance.now() + 30_000;
  const waiting = () => opened.some((watcher) => watcher.arrivals.size < BIDS && !watcher.broken);
  while (performance.now() < deadline && waiting()) await new Promise((resolve) => setTimeout(resolve, 100));
  const latencies = opened.flatMap((watcher) => [...watcher.arrivals].map(([seq, at]) => at - sentAt.get(seq)!)).sort((a, b) => a - b);
  const complete = opened.filter((watcher) => watcher.arrivals.size === BIDS).length;
  const broken = opened.filter((watcher) => watcher.broken).length;
  for (const watcher of opened) watcher.close();
  agent.destroy();
  return { watchers, 'watchers with every bid': complete, 'streams broken': broken, 'events delivered': latencies.length, 'p50 ms': round(percentile(latencies, 0.5)), 'p99 ms': round(percentile(latencies, 0.99)) };
}

export async function main() {
  buildApi();
  const server = await startServer();
  try {
    const admin = await signUpAdmin(createClient(server.baseUrl, 1));
    const rows = [];
    for (const watchers of WATCHER_COUNTS) {
      rows.push(await round_(server.baseUrl, admin, watchers));
      // Each row as soon as it is measured: a later row that fails leaves the earlier ones on record.
      console.error(JSON.stringify(rows.at(-1)));
    }
    console.log(`engine: ${server.engine}; cores: ${cpus().length}; ${BIDS} bids per row, sent one after another`);
    console.table(rows);
  } finally {
    await server.stop();
    await server.drop();
  }
}
