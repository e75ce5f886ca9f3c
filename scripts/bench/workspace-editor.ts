/**
 * `npm run bench -- --workspace-editor`: the workspace page editor's calls as the production
 * server makes them (src/editor/publish/publisher.ts `editor`, docs/decisions.md 115). Per run a new
 * Publisher on this checkout (only read: `pages` and `page` write nothing) makes N sequential
 * pairs of `pages` + `page pages/index.yaml`; the first call includes starting the editor's worker.
 * Reported: the median over the runs of the whole run, of its first call and of the calls after it,
 * with the load average, since the machine may be shared.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Publisher } from '~/src/editor/publish/publisher';

export interface WorkspaceEditorBench {
  pairs: number;
  runs: number;
  median: { runMs: number; firstCallMs: number; laterCallMs: number };
  loadBefore: number[];
  loadAfter: number[];
}

function median(values: number[]): number {
  const middle = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  if (middle === undefined) throw new Error('The median of no calls was asked for.');
  return middle;
}

export async function benchWorkspaceEditor(root: string, pairs: number, runs: number): Promise<WorkspaceEditorBench> {
  const loadBefore = loadavg();
  const runMs: number[] = [];
  const firstMs: number[] = [];
  const laterMs: number[] = [];
  for (let r = 0; r < runs; r++) {
    const publisher = new Publisher(
      { repoDir: root, mode: 'dist', remote: 'origin', branch: 'main', buildTimeoutMs: 10 * 60_000, serverRoot: root },
      { distDir: '', swapped: () => {} },
    );
    const start = performance.now();
    try {
      for (let i = 0; i < pairs; i++) {
        for (const [command, args] of [
          ['pages', {}],
          ['page', { file: 'pages/index.yaml' }],
        ] as const) {
          const t = performance.now();
          await publisher.editor(command, args);
          (i === 0 && command === 'pages' ? firstMs : laterMs).push(performance.now() - t);
        }
      }
      runMs.push(performance.now() - start);
    } finally {
      await publisher.close();
    }
  }
  return {
    pairs,
    runs,
    median: { runMs: Math.round(median(runMs)), firstCallMs: Math.round(median(firstMs)), laterCallMs: Math.round(median(laterMs)) },
    loadBefore,
    loadAfter: loadavg(),
  };
}

export function printWorkspaceEditor(bench: WorkspaceEditorBench): void {
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(`\nWorkspace editor (${bench.pairs} × pages + page, ${bench.runs} runs, medians)`);
  console.log(`  whole run ${bench.median.runMs} ms, first call ${bench.median.firstCallMs} ms, each later call ${bench.median.laterCallMs} ms`);
  console.log(`  load average before ${load(bench.loadBefore)}, after ${load(bench.loadAfter)}`);
}
