/**
 * Build cost as the site grows: the same build at the real page count and with 1 000 generated
 * city pages, in a throwaway copy of the project. Reported per page, so linear growth shows as a
 * flat figure.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatedCity } from './generated-city';

export interface BuildTiming {
  pages: number;
  validateMs: number;
  bundleMs: number;
  prerenderMs: number;
  totalMs: number;
}

const projectItems = ['scripts', 'src', 'server', 'schema', 'pages', 'public', 'site.yaml', 'tsconfig.json', 'vite.config.ts', 'package.json', 'tests'];

function copyProject(root: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'cfo-bench-'));
  for (const item of projectItems) cpSync(path.join(root, item), path.join(copy, item), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

function timedBuild(copy: string): BuildTiming {
  const started = performance.now();
  const output = execFileSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--skip-typecheck', '--quiet', '--timings'], {
    cwd: copy,
    encoding: 'utf8',
  });
  const totalMs = Math.round(performance.now() - started);
  const line = output
    .trim()
    .split('\n')
    .findLast((l) => l.startsWith('{'));
  if (!line) throw new Error('The build printed no line of timings (--timings).');
  return { ...(JSON.parse(line) as Omit<BuildTiming, 'totalMs'>), totalMs };
}

/**
 * Writes `count` valid city pages modelled on the Umeå page, each with its own name and its own
 * text (validate refuses copies); outside the Places menu, which has a fixed size.
 */
function generateCities(copy: string, count: number) {
  const model = readFileSync(path.join(copy, 'pages/cfo-tjanster-umea.yaml'), 'utf8');
  for (let i = 1; i <= count; i++) {
    const name = `Testort ${String(i).padStart(4, '0')}`;
    writeFileSync(path.join(copy, `pages/cfo-tjanster-testort-${String(i).padStart(4, '0')}.yaml`), generatedCity(model, 'Umeå', name, i, false));
  }
}

export function measureScaling(root: string, generated = 1000): BuildTiming[] {
  const copy = copyProject(root);
  try {
    const real = timedBuild(copy);
    generateCities(copy, generated - real.pages);
    const large = timedBuild(copy);
    return [real, large];
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
