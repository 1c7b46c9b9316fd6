/**
 * Catalog benchmark over HTTP against the built server in its own process (see support/server.ts):
 * BENCH_CLIENTS (64) keep-alive clients, BENCH_SECONDS (10) per route, /health first as the
 * ceiling (one trivial query), then get-product, get-product/{slug}, product-filters and
 * product-photo?w=320 on BENCH_LOTS (50) lots with photos. Prints req/s, p50/p99 and each route's
 * share of /health's req/s (goal >= 40%). Never asserts a speed.
 *
 *   npm run bench -- catalog
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- catalog
 */
import { cpus } from 'node:os';
import sharp from 'sharp';
import { createClient, createLots, percentile, round, runLoad, signUpAdmin } from './support/load.js';
import { buildApi, startServer } from './support/server.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOTS = Number(process.env.BENCH_LOTS ?? 50);

const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

export async function main() {
  buildApi();
  const server = await startServer();
  try {
    const request = createClient(server.baseUrl, CLIENTS);
    const admin = await signUpAdmin(request);
    const lots = await createLots(server.baseUrl, admin, LOTS, await photo());
    const pick = (client: number, turn: number) => lots[(client + turn) % lots.length]!;
    const turns = new Array<number>(CLIENTS).fill(0);
    const routes: Record<string, (client: number) => Promise<{ status: number }>> = {
      '/health': () => request('GET', '/health'),
      'get-product': () => request('GET', '/product/get-product'),
      'get-product/{slug}': (client) => request('GET', `/product/get-product/${pick(client, (turns[client]! += 1)).slug}`),
      'product-filters': () => request('POST', '/product/product-filters', { checked: [], radio: [], page: 1 }),
      'product-photo?w=320': (client) => request('GET', `/product/product-photo/${pick(client, (turns[client]! += 1)).id}?w=320`),
    };
    const results: Record<string, Record<string, number | string>> = {};
    let ceiling = 0;
    for (const [name, one] of Object.entries(routes)) {
      const result = await runLoad(CLIENTS, SECONDS, async (client) => {
        const reply = await one(client);
        return { status: reply.status, ok: reply.status === 200 };
      });
      const perSecond = result.ok.length / result.seconds;
      if (name === '/health') ceiling = perSecond;
      results[name] = {
        'req/s': round(perSecond),
        'p50 ms': round(percentile(result.all, 0.5)),
        'p99 ms': round(percentile(result.all, 0.99)),
        'of /health': `${round((perSecond / ceiling) * 100)}%`,
        statuses: JSON.stringify(Object.fromEntries(result.byStatus)),
      };
    }
    console.log(`engine: ${server.engine}; cores: ${cpus().length}; ${CLIENTS} clients; ${SECONDS} s per route; ${LOTS} lots`);
    console.table(results);
  } finally {
    await server.stop();
    await server.drop();
  }
}
