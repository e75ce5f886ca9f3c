/**
 * `npm test`: every stage in order — validate, the generated types, lint, the unit tests, the
 * build, the integration tests (on that build), the build tests, the browser tests — stopping at
 * the first that fails, with its exit code. Each runner's own output passes through unchanged; at
 * the end a table gives each stage's wall time and the slowest test files of each stage that ran
 * tests (README "Tests"), and the last line sums the runners' test counts as
 * "N passed, N failed" (and ", N test files failed" when a file failed outside its tests), so CI that reads the last line still finds a runner-style summary.
 * The counts are read from the runners' own summary lines; a stage whose summary is not found
 * leaves the sum out rather than print a wrong one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { slowestFiles, type FileTime } from './test-timings';

type Runner = 'vitest' | 'playwright';

interface Stage {
  script: string;
  args?: string[];
  runner?: Runner;
}

export const stages: readonly Stage[] = [
  { script: 'validate' },
  { script: 'generate:types', args: ['--check'] },
  { script: 'lint' },
  { script: 'test:unit', runner: 'vitest' },
  { script: 'build' },
  { script: 'test:integration', runner: 'vitest' },
  { script: 'test:build', runner: 'vitest' },
  { script: 'test:e2e', runner: 'playwright' },
  { script: 'test:webkit', runner: 'playwright' },
];

export interface Counts {
  passed: number;
  failed: number;
  /** Vitest's test files that failed — one whose setup failed fails none of its tests (they are skipped). */
  failedFiles?: number;
}

/** Vitest's closing `Tests  12 failed | 2 380 passed | 3 skipped (2 395)`. */
function vitestCounts(output: string): Counts | undefined {
  const line = [...output.matchAll(/^\s*Tests\s+(.+\(\d+\))\s*$/gm)].at(-1)?.[1];
  if (!line) return undefined;
  const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  const files = [...output.matchAll(/^\s*Test Files\s+(.+\(\d+\))\s*$/gm)].at(-1)?.[1];
  const failedFiles = Number(/(\d+) failed/.exec(files ?? '')?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), ...(failedFiles > 0 ? { failedFiles } : {}) };
}

/** Playwright's list reporter closes with `  41 passed (1.2m)`, `  2 failed`, `  1 flaky` lines. */
function playwrightCounts(output: string): Counts | undefined {
  const lines = [...output.matchAll(/^\s+(\d+) (passed|failed|flaky)\b/gm)];
  if (lines.length === 0) return undefined;
  const count = (word: string) => lines.filter((m) => m[2] === word).reduce((sum, m) => sum + Number(m[1]), 0);
  // A flaky test failed first and passed on retry: it passed.
  return { passed: count('passed') + count('flaky'), failed: count('failed') };
}

export function countsOf(runner: Runner, output: string): Counts | undefined {
  const plain = stripVTControlCharacters(output);
  return runner === 'vitest' ? vitestCounts(plain) : playwrightCounts(plain);
}

interface Result {
  stage: Stage;
  seconds: number;
  code: number;
  counts?: Counts;
  slowest?: FileTime[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let reports: string | undefined;
const reportDir = () => (reports ??= mkdtempSync(path.join(tmpdir(), 'npm-test-')));

/** Where a stage's runner writes its JSON report: an argument to Vitest, an environment variable to playwright.config.ts. */
function reportOptions(stage: Stage): { args: string[]; env: NodeJS.ProcessEnv; file?: string } {
  if (!stage.runner) return { args: [], env: {} };
  const file = path.join(reportDir(), `${stage.script.replace(/\W/g, '-')}.json`);
  if (stage.runner === 'vitest') return { args: ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env: {}, file };
  return { args: [], env: { TEST_STAGE_REPORT: file }, file };
}

/** The runners' closing lines are at the end; keep that much of a stage's output to read them. */
const keptOutput = 64 * 1024;

function run(stage: Stage): Promise<Result> {
  const started = performance.now();
  const report = reportOptions(stage);
  const extra = [...(stage.args ?? []), ...report.args];
  const args = ['run', stage.script, ...(extra.length ? ['--', ...extra] : [])];
  const env = { ...process.env, ...report.env, ...(process.stdout.isTTY ? { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : {}) };
  const child = spawn('npm', args, { stdio: ['inherit', 'pipe', 'pipe'], env });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-keptOutput);
  };
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    keep(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    keep(chunk);
  });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.once('SIGTERM', stop);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      process.off('SIGTERM', stop);
      const seconds = (performance.now() - started) / 1000;
      const counts = stage.runner ? countsOf(stage.runner, tail) : undefined;
      const slowest = stage.runner && report.file ? slowestFiles(stage.runner, readReport(report.file), root) : [];
      resolve({ stage, seconds, code: code ?? (signal ? 1 : 0), ...(counts ? { counts } : {}), ...(slowest.length ? { slowest } : {}) });
    });
  });
}

export function table(results: readonly Result[]): string {
  const name = (r: Result) => `${r.stage.script}${r.stage.args ? ` ${r.stage.args.join(' ')}` : ''}`;
  type Row = [stage: string, time: string, outcome: string, counts: string];
  const rows = results.map((r): Row => [
    name(r),
    `${r.seconds.toFixed(1)} s`,
    r.code === 0 ? 'ok' : `failed (exit ${r.code})`,
    r.counts ? `${r.counts.passed} passed, ${r.counts.failed} failed` : '',
  ]);
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  rows.push(['total', `${total.toFixed(1)} s`, '', '']);
  const width = (column: 0 | 1 | 2) => Math.max(...rows.map((row) => row[column].length));
  const [stageWidth, timeWidth, outcomeWidth] = [width(0), width(1), width(2)];
  const line = ([stage, time, outcome, counts]: Row) =>
    [stage.padEnd(stageWidth), time.padStart(timeWidth), outcome.padEnd(outcomeWidth), counts].join('  ').trimEnd();
  return ['', 'Stage times (wall clock):', ...rows.map(line)].join('\n');
}

const readReport = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** Each stage's slowest files under the table, indented: where to look first when the suite grows. */
export function slowestLines(results: readonly Result[]): string {
  const lines = results.flatMap((r) =>
    r.slowest?.length ? [`Slowest files of ${r.stage.script}:`, ...r.slowest.map((f) => `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.file}`)] : [],
  );
  return lines.length ? `\n${lines.join('\n')}` : '';
}

/** "N passed, N failed" over the stages that ran tests, or undefined when a count is missing. */
export function summary(results: readonly Result[]): string | undefined {
  const tested = results.filter((r) => r.stage.runner);
  const counts = tested.flatMap((r) => (r.counts ? [r.counts] : []));
  if (tested.length === 0 || counts.length < tested.length) return undefined;
  const passed = counts.reduce((sum, c) => sum + c.passed, 0);
  const failed = counts.reduce((sum, c) => sum + c.failed, 0);
  const failedFiles = counts.reduce((sum, c) => sum + (c.failedFiles ?? 0), 0);
  return `${passed} passed, ${failed} failed${failedFiles > 0 ? `, ${failedFiles} test file${failedFiles === 1 ? '' : 's'} failed` : ''}`;
}

async function main() {
  const results: Result[] = [];
  for (const stage of stages) {
    const result = await run(stage);
    results.push(result);
    if (result.code !== 0) break;
  }
  console.log(table(results));
  const slow = slowestLines(results);
  if (slow) console.log(slow);
  if (reports) rmSync(reports, { recursive: true, force: true });
  const line = summary(results);
  if (line) console.log(`\n${line}`);
  process.exitCode = results.at(-1)?.code ?? 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
