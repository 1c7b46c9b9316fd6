import { performance } from 'node:perf_hooks';

const WARMUP_RUNS = 3;

/** p50 and p99 in ms of `runs` sequential calls, after a few unmeasured ones (plans and caches warm). */
export async function timeRuns(run: () => Promise<unknown>, runs: number): Promise<{ p50: number; p99: number }> {
  for (let warmup = 0; warmup < WARMUP_RUNS; warmup += 1) await run();
  const durations: number[] = [];
  for (let attempt = 0; attempt < runs; attempt += 1) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (fraction: number) => durations[Math.min(durations.length - 1, Math.ceil(fraction * durations.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99) };
}
