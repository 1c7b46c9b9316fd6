/**
 * Web benchmark: Lighthouse (mobile and desktop presets) on /home and a product page of the
 * production build, plus the gzipped JavaScript each route loads on a first visit, against the
 * goals of issue 10. It builds nothing: run `npm run build` first. Prints tables; asserts nothing.
 *
 *   npm run bench -- web
 *   BENCH_RUNS=3 BENCH_PORT=8193 CHROME_PATH=/usr/bin/chromium npm run bench -- web
 *   BENCH_REPORT_DIR=/tmp/lighthouse npm run bench -- web   # also keeps every run's JSON report
 */
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startAppServer } from './web/app-server.js';
import { routeSizes } from './web/bundle-sizes.js';
import { runLighthouse, type LighthouseScores, type Preset } from './web/lighthouse-run.js';

const ROOT = join(dirname(resolve(process.argv[1]!)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8193);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const PRESETS: Preset[] = ['mobile', 'desktop'];

const HOME_BUDGET_KB = 150;
const ROUTE_BUDGET_KB = 250;
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

function printBundleSizes() {
  const sizes = routeSizes(join(ROOT, 'apps/web/dist'));
  console.log('\nFirst-load JS per route (gzip, KB):');
  console.table(
    sizes.map(({ route, gzipBytes, files, missing }) => {
      const budget = route === '/home' ? HOME_BUDGET_KB : ROUTE_BUDGET_KB;
      const verdict = missing.length > 0 ? `not in build: ${missing.join(', ')}` : kb(gzipBytes) <= budget ? 'met' : 'NOT met';
      return { route, 'gzip KB': kb(gzipBytes), files, goal: `<= ${budget}`, verdict };
    }),
  );
}

/** The middle run by performance score: one slow run on a busy machine does not decide. */
function medianRun(runs: LighthouseScores[]): LighthouseScores {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
}

function verdict(preset: Preset, scores: LighthouseScores): string {
  const misses = [
    scores.performance < (preset === 'mobile' ? 90 : 98) && 'performance',
    scores.accessibility < 100 && 'accessibility',
    scores.bestPractices < 100 && 'best-practices',
    scores.seo < 100 && 'seo',
    scores.cls >= 0.05 && 'CLS',
    preset === 'mobile' && scores.lcpMs >= 2500 && 'LCP',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `NOT met: ${misses.join(', ')}`;
}

async function firstProductPath(origin: string): Promise<string> {
  const reply = (await (await fetch(`${origin}/api/v1/product/get-product`)).json()) as { products: { slug: string }[] };
  const slug = reply.products[0]?.slug;
  if (!slug) throw new Error('The demo data has no products');
  return `/product/${slug}`;
}

export async function main() {
  console.log(`Web benchmark on ${cpus().length} cores, ${RUNS} Lighthouse run(s) per page and preset (median by performance)`);
  printBundleSizes();
  const server = await startAppServer(ROOT, PORT);
  try {
    const pages = ['/home', await firstProductPath(server.origin)];
    const rows = [];
    for (const page of pages) {
      for (const preset of PRESETS) {
        const runs: LighthouseScores[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(server.origin + page, preset, PORT + 1));
        const median = medianRun(runs);
        rows.push({ page, preset, ...median, 'perf (all runs)': runs.map((r) => r.performance).join(' '), 'cpu index (all runs)': runs.map((r) => r.cpuIndex).join(' '), goals: verdict(preset, median) });
      }
    }
    console.log('\nLighthouse (LCP and TBT in ms):');
    console.table(rows);
  } finally {
    await server.stop();
  }
}
