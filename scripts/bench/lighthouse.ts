import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, findChromium } from '../support/browser';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** A run that produced no metrics (it happens now and then under load): the caller runs it again. */
export class LighthouseRunError extends Error {}

export async function launchChrome() {
  return chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
}

/** One Lighthouse run (simulated throttling, the preset's defaults) against a running Chrome. */
export async function runLighthouse(url: string, port: number, preset: Preset): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
  const missing = metrics.filter((id) => !Number.isFinite(audits[id]?.numericValue));
  if (runtimeError || missing.length > 0) {
    throw new LighthouseRunError(`${url} (${preset}): ${runtimeError?.message ?? `no value for ${missing.join(', ')}`}`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid];
  const lower = sorted.length % 2 ? upper : sorted[mid - 1];
  if (upper === undefined || lower === undefined) throw new Error('The median of no values was asked for.');
  return (lower + upper) / 2;
}

export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/** The budget every route is held to on the mobile preset (docs/architecture.md "Performance budget"). */
export const budget = { lcpPerFloor: 1.15, tbtMs: 50 } as const;

export interface Target {
  name: string;
  url: string;
}

/**
 * `runs` rounds of one Lighthouse run per target, the targets in turn within each round, so the
 * machine's load of the moment (the bench shares two cores with everything else) falls on the
 * page and on its reference alike; the median of each target's runs. A run that produced no
 * metrics is reported and run again, up to `runs` times in all.
 */
export async function measureInterleaved(targets: readonly Target[], port: number, preset: Preset, runs: number): Promise<Map<string, LighthouseRun>> {
  const samples = new Map<string, LighthouseRun[]>(targets.map((target) => [target.name, []]));
  let failures = 0;
  for (let round = 0; round < runs; round++) {
    for (const target of targets) {
      for (;;) {
        try {
          samples.get(target.name)?.push(await runLighthouse(target.url, port, preset));
          break;
        } catch (error) {
          if (!(error instanceof LighthouseRunError) || ++failures > runs) throw error;
          process.stderr.write(`  run again: ${error.message}\n`);
        }
      }
    }
  }
  return new Map([...samples].map(([name, runsOf]) => [name, medianRun(runsOf)]));
}
