import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Result } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's own reading of the CPU's speed (its `benchmarkIndex`, higher is faster). Its mobile
   * preset slows the CPU by a fixed 4x whatever that speed is, so the same build scores lower on a
   * slower machine: printed to tell a slower machine from a slower build.
   */
  cpuIndex: number;
}

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

async function waitForDevTools(port: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Chromium is still starting.
    }
    await sleep(100);
  }
  throw new Error(`Chromium at ${CHROME_PATH} did not open DevTools on port ${port}`);
}

/** A fresh browser profile per run: nothing cached from the last page, as for a first visit. */
async function withChromium<T>(port: number, work: () => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'bidhub-lighthouse-'));
  const chromium = spawn(CHROME_PATH, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    // Its own process group, so stopping it stops its renderer and GPU helpers too.
    detached: true,
  });
  try {
    await waitForDevTools(port);
    return await work();
  } finally {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    process.kill(-chromium.pid!, 'SIGTERM');
    await exited;
    // A helper of the group may still be writing the profile for a moment after the browser exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** BENCH_REPORT_DIR=dir keeps each run's full Lighthouse JSON, to see which audits cost the points. */
function saveReport(url: string, preset: Preset, report: string | string[]) {
  const directory = process.env.BENCH_REPORT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${preset}-${Date.now()}.json`;
  writeFileSync(join(directory, name), Array.isArray(report) ? report[0]! : report);
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Attempts at one run, for runs Lighthouse could not finish (NO_NAVSTART: its trace missed the navigation). */
const ATTEMPTS = 3;

/** One Lighthouse run with its standard mobile (default) or desktop configuration. */
export async function runLighthouse(url: string, preset: Preset, chromePort: number): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr, report } = await lighthouseOnce(url, preset, chromePort);
    // A failed run has no scores: it would read as a page scoring 0, so it is run again, and said.
    const failure = lhr.runtimeError;
    const again = attempt < ATTEMPTS;
    if (failure) console.error(`Lighthouse could not finish ${url} (${preset}): ${failure.code}; ${again ? 'running it again' : `scored 0 after ${ATTEMPTS} attempts`}`);
    if (failure && again) continue;
    saveReport(url, preset, report);
    return scoresOf(lhr);
  }
}

async function lighthouseOnce(url: string, preset: Preset, chromePort: number) {
  // Lighthouse is an ES module; this folder compiles as CommonJS, so it comes in through import().
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  return withChromium(chromePort, async () => {
    const result = await lighthouse(
      url,
      { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  });
}

function scoresOf({ categories, audits, environment }: Result): LighthouseScores {
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    cpuIndex: Math.round(environment.benchmarkIndex),
  };
}
