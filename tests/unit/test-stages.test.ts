/**
 * `npm test`'s runner (scripts/test-stages.ts): the stages of the old chain in its order, and the
 * closing "N passed, N failed" summed from the runners' own summary lines — or left out when one
 * is missing, never guessed.
 */
import { describe, expect, it } from 'vitest';
import { countsOf, slowestLines, stages, summary } from '~/scripts/test-stages';
import { slowestFiles } from '~/scripts/test-timings';

// As Vitest 4 prints its summary to a terminal (colours included) and Playwright's list reporter its.
const vitestTail =
  '\x1b[2m Test Files \x1b[22m \x1b[1m\x1b[31m1 failed\x1b[39m\x1b[22m\x1b[2m | \x1b[22m\x1b[1m\x1b[32m86 passed\x1b[39m\x1b[22m\x1b[90m (87)\x1b[39m\n\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[31m2 failed\x1b[39m\x1b[22m\x1b[2m | \x1b[22m\x1b[1m\x1b[32m1204 passed\x1b[39m\x1b[22m\x1b[2m | \x1b[22m\x1b[33m3 skipped\x1b[39m\x1b[90m (1209)\x1b[39m\n\x1b[2m   Start at \x1b[22m 16:51:44\n';
const vitestPlain = ' Test Files  12 passed (12)\n      Tests  301 passed (301)\n   Start at  16:51:44\n   Duration  34.09s\n';
const playwrightTail =
  '  2 failed\n    [chromium] › tests/e2e/forms.spec.ts:12:3 › sends a lead\n    [firefox] › tests/e2e/forms.spec.ts:12:3 › sends a lead\n  1 flaky\n    [webkit] › tests/e2e/nav.spec.ts:4:3 › opens the menu\n  3 skipped\n  140 passed (3.4m)\n';

describe('npm test stages', () => {
  it('run the stages of the chain in its order, the build before what needs it', () => {
    expect(stages.map((s) => s.script)).toEqual([
      'validate',
      'generate:types',
      'lint',
      'test:unit',
      'build',
      'test:integration',
      'test:build',
      'test:e2e',
      'test:webkit',
    ]);
  });

  it('read Vitest’s test counts, not its file counts', () => {
    expect(countsOf('vitest', vitestPlain)).toEqual({ passed: 301, failed: 0 });
    expect(countsOf('vitest', vitestTail)).toEqual({ passed: 1204, failed: 2, failedFiles: 1 });
  });

  it('count a test file that failed in its setup, whose tests Vitest only skips', () => {
    const setupFailed = ' Test Files  1 failed | 109 passed (110)\n      Tests  1588 passed | 13 skipped (1601)\n';
    expect(countsOf('vitest', setupFailed)).toEqual({ passed: 1588, failed: 0, failedFiles: 1 });
    const stage = stages.find((s) => s.script === 'test:unit')!;
    expect(summary([{ stage, seconds: 1, code: 1, counts: countsOf('vitest', setupFailed)! }])).toBe('1588 passed, 0 failed, 1 test file failed');
  });

  it('read Playwright’s closing lines, a flaky test as passed', () => {
    expect(countsOf('playwright', playwrightTail)).toEqual({ passed: 141, failed: 2 });
  });

  it('find nothing where there is no summary', () => {
    expect(countsOf('vitest', 'Error: Cannot find module\n')).toBeUndefined();
    expect(countsOf('playwright', 'Error: no tests found\n')).toBeUndefined();
  });

  it('sum the stages that ran tests, and say nothing when a count is missing', () => {
    const stage = (script: string) => stages.find((s) => s.script === script)!;
    const result = (script: string, counts?: { passed: number; failed: number }) => ({
      stage: stage(script),
      seconds: 1,
      code: 0,
      ...(counts ? { counts } : {}),
    });
    expect(summary([result('lint'), result('test:unit', { passed: 301, failed: 0 }), result('test:e2e', { passed: 141, failed: 2 })])).toBe(
      '442 passed, 2 failed',
    );
    expect(summary([result('test:unit', { passed: 301, failed: 0 }), result('test:build')])).toBeUndefined();
    expect(summary([result('validate')])).toBeUndefined();
  });

  it('list each stage’s slowest files from the runners’ JSON reports, slowest first', () => {
    const vitest = JSON.stringify({
      testResults: [
        { name: '/repo/tests/unit/a.test.ts', startTime: 1000, endTime: 3500 },
        { name: '/repo/tests/unit/b.test.ts', startTime: 1000, endTime: 11_000 },
        { name: '/elsewhere/c.test.ts', startTime: 0, endTime: 500 },
      ],
    });
    expect(slowestFiles('vitest', vitest, '/repo', 2)).toEqual([
      { file: 'tests/unit/b.test.ts', seconds: 10 },
      { file: 'tests/unit/a.test.ts', seconds: 2.5 },
    ]);
    // Playwright nests describe blocks as suites under the file's suite; a retried test counts each try.
    const playwright = JSON.stringify({
      suites: [
        {
          file: 'pages.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 4000 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 1000 }, { duration: 500 }] }] }] }],
        },
        { file: 'faq.spec.ts', specs: [{ tests: [{ results: [{ duration: 6000 }] }] }] },
      ],
    });
    expect(slowestFiles('playwright', playwright, '/repo')).toEqual([
      { file: 'faq.spec.ts', seconds: 6 },
      { file: 'pages.spec.ts', seconds: 5.5 },
    ]);
    expect(slowestFiles('vitest', 'not json', '/repo')).toEqual([]);
    const stage = stages.find((s) => s.script === 'test:unit')!;
    expect(slowestLines([{ stage, seconds: 3, code: 0, slowest: [{ file: 'tests/unit/b.test.ts', seconds: 10 }] }])).toBe(
      '\nSlowest files of test:unit:\n     10.0 s  tests/unit/b.test.ts',
    );
  });
});
