/**
 * Memory benchmark: RSS (and PSS, which counts shared pages once) of the server and all its child processes (an embedded PostgreSQL's
 * backends included) idle after start, at its peak under BENCH_SECONDS (30) of bid load on 100 lots
 * from BENCH_CLIENTS (64) keep-alive clients, and BENCH_SETTLE_SECONDS (15) after the load. A load
 * of two minutes or more is a soak: it also prints RSS and PSS at the end of every minute, which
 * must stay flat after the first (warm-up) minute.
 *
 *   BENCH_SECONDS=600 npm run bench -- memory   # the 10-minute soak
 *
 *   npm run bench -- memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- memory   # Node side only
 */
import { cpus } from 'node:os';
import { bidOverHttp, NextAmounts, signUpBidders } from './support/bid-load.js';
import { createClient, createLots, round, signUpAdmin } from './support/load.js';
import { buildApi, startServer, treePssMb, treeRssMb } from './support/server.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 15);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function main() {
  buildApi();
  const startedAt = Date.now();
  const server = await startServer();
  const startMs = Date.now() - startedAt;
  try {
    await sleep(5000);
    const idle = treeRssMb(server.pid);
    const idlePss = treePssMb(server.pid);
    const request = createClient(server.baseUrl, CLIENTS);
    const admin = await signUpAdmin(request);
    const bidders = await signUpBidders(request, CLIENTS, 'mem');
    const lots = (await createLots(server.baseUrl, admin, 100)).map((lot) => lot.id);
    let peak = treeRssMb(server.pid);
    let peakPss = treePssMb(server.pid);
    const loadStartedAt = Date.now();
    const byMinute: { minute: number; 'RSS (MB)': number; 'PSS (MB)': number }[] = [];
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRssMb(server.pid));
      peakPss = Math.max(peakPss, treePssMb(server.pid));
      const minute = Math.floor((Date.now() - loadStartedAt) / 60_000);
      if (minute > byMinute.length) byMinute.push({ minute, 'RSS (MB)': round(treeRssMb(server.pid)), 'PSS (MB)': round(treePssMb(server.pid)) });
    }, 500);
    const load = await bidOverHttp(request, bidders, lots, new NextAmounts(), SECONDS);
    const underLoad = treeRssMb(server.pid);
    clearInterval(sampler);
    peak = Math.max(peak, underLoad);
    peakPss = Math.max(peakPss, treePssMb(server.pid));
    await sleep(SETTLE_SECONDS * 1000);
    const after = treeRssMb(server.pid);
    const afterPss = treePssMb(server.pid);
    console.log(`engine: ${server.engine}; cores: ${cpus().length}; ${CLIENTS} clients; ${SECONDS} s of bids on 100 lots`);
    console.table({
      'start to healthy (ms)': { value: startMs },
      'idle after start, RSS / PSS (MB)': { value: `${round(idle)} / ${round(idlePss)}` },
      'peak under bid load, RSS / PSS (MB)': { value: `${round(peak)} / ${round(peakPss)}` },
      'at the end of the load, RSS (MB)': { value: round(underLoad) },
      [`${SETTLE_SECONDS} s after the load, RSS / PSS (MB)`]: { value: `${round(after)} / ${round(afterPss)}` },
      'accepted bids/s during the load': { value: round(load.ok.length / load.seconds) },
    });
    if (byMinute.length >= 2) {
      console.log('Soak: memory at the end of each minute of load');
      console.table(byMinute);
    }
  } finally {
    await server.stop();
    await server.drop();
  }
}
