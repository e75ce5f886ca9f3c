/**
 * The slowest test files of a stage, for the table `npm test` ends with (scripts/test-stages.ts):
 * where the suite's time goes, so a new slow file is seen the day it lands. Read from the
 * runners' own JSON reports — Vitest's (`--reporter=json`) and Playwright's (its `json` reporter).
 */
export interface FileTime {
  file: string;
  seconds: number;
}

interface VitestReport {
  testResults?: { name: string; startTime: number; endTime: number }[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Vitest: each file's own wall time, from its start to its end. */
function vitestTimes(report: VitestReport, root: string): FileTime[] {
  return (report.testResults ?? []).map((result) => ({
    file: result.name.startsWith(`${root}/`) ? result.name.slice(root.length + 1) : result.name,
    seconds: (result.endTime - result.startTime) / 1000,
  }));
}

/** Playwright: the tests' durations summed by spec file (its workers run a file's tests in parallel). */
function playwrightTimes(report: { suites?: PlaywrightSuite[] }): FileTime[] {
  const byFile = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) for (const result of test.results) byFile.set(file, (byFile.get(file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? '');
  return [...byFile].map(([file, seconds]) => ({ file, seconds }));
}

export function slowestFiles(runner: 'vitest' | 'playwright', json: string, root: string, count = 5): FileTime[] {
  let report: unknown;
  try {
    report = JSON.parse(json);
  } catch {
    return [];
  }
  const times = runner === 'vitest' ? vitestTimes(report as VitestReport, root) : playwrightTimes(report as { suites?: PlaywrightSuite[] });
  return times.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}
