/**
 * `npm run bench -- --publish`: Publicera from click to served, for a change of content only
 * (docs/decisions.md 121), against a full `npm run build` timed in the same run. As on a server:
 * the working copy is a clone of a bare remote in a temporary folder, the server is the production
 * code with publishing on, and an editor signed in to the workspace publishes the home page's
 * title `runs` times, each a new text, timed from the request until the served home page shows
 * it. One line carries the result: `publish … median X s … ratio Y` (the median over the build).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer } from '~/server/app';
import { servedBuild } from '~/server/built-endpoint';
import { loadLeadConfig } from '~/server/leads/config';
import { createLeadService } from '~/server/leads/service';
import { kontoSession } from './konto-session';

export interface PublishBench {
  publishesMs: number[];
  medianMs: number;
  fullBuildMs: number;
  ratio: number;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** This checkout's tracked and new files, committed and pushed to a bare remote, then cloned as the server's working copy. */
function workingCopy(root: string, temp: string): string {
  const seed = path.join(temp, 'seed');
  const remote = path.join(temp, 'remote.git');
  const work = path.join(temp, 'arbetskopia');
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Mätning',
    GIT_AUTHOR_EMAIL: 'matning@bench.example',
    GIT_COMMITTER_NAME: 'Mätning',
    GIT_COMMITTER_EMAIL: 'matning@bench.example',
  };
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore', env });
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) cpSync(path.join(root, file), path.join(seed, file), { recursive: true });
  git(seed, 'init', '--quiet', '--initial-branch=main');
  git(seed, 'add', '-A');
  git(seed, 'commit', '--quiet', '-m', 'Webbplatsen');
  git(temp, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(seed, 'push', '--quiet', remote, 'HEAD:refs/heads/main');
  git(temp, 'clone', '--quiet', remote, work);
  // A full build, should the publisher choose one, finds the checkout's packages.
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
  return work;
}

async function publishedAndServed(root: string, temp: string, runs: number): Promise<number[]> {
  const distDir = path.join(temp, 'dist');
  cpSync(path.join(root, 'dist'), distDir, { recursive: true });
  const config = loadLeadConfig({ DATABASE_PATH: path.join(temp, 'leads.db') }, root);
  const built = servedBuild(distDir);
  const service = await createLeadService(config, { site: built.endpoint, log: () => undefined });
  const app = await buildServer({
    distDir,
    built,
    leads: service,
    publishing: { repoDir: workingCopy(root, temp), mode: 'dist', remote: 'origin', branch: 'main', buildTimeoutMs: 15 * 60_000, serverRoot: root },
  });
  try {
    const editor = await kontoSession(app, service.store, 'editor');
    const times: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const opened = (await editor.call('GET', '/konto/api/redigera/sida?fil=pages/index.yaml')).json<{
        page: { hash: string; data: Record<string, unknown> };
      }>();
      // Within the title's 46 characters (C416): a publish the check refuses measures nothing.
      const title = `Mätning ${run}: CFO för växande företag`;
      const clicked = performance.now();
      const answer = await editor.call('POST', '/konto/api/redigera/publicera', {
        file: 'pages/index.yaml',
        data: { ...opened.page.data, title },
        hash: opened.page.hash,
      });
      if (answer.statusCode !== 200) throw new Error(`Publiceringen nekades (${answer.statusCode}): ${answer.body}`);
      while (!(await app.inject({ method: 'GET', url: '/' })).body.includes(title)) await new Promise((resolve) => setTimeout(resolve, 10));
      times.push(performance.now() - clicked);
    }
    return times;
  } finally {
    await app.close();
    await service.close();
  }
}

export async function benchPublish(root: string, runs = 5): Promise<PublishBench> {
  // The full build first: it is the reference, and it leaves the render cache the publishes use.
  const started = performance.now();
  if (spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'ignore' }).status !== 0)
    throw new Error('npm run build failed: run it on its own to see why.');
  const fullBuildMs = performance.now() - started;
  const temp = mkdtempSync(path.join(tmpdir(), 'publicera-matning-'));
  try {
    const publishesMs = await publishedAndServed(root, temp, runs);
    const medianMs = median(publishesMs);
    return { publishesMs, medianMs, fullBuildMs, ratio: medianMs / fullBuildMs };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

export function printPublish(bench: PublishBench): void {
  console.log(
    `publish (content only, click to served; ${bench.publishesMs.map(seconds).join(', ')} s) median ${seconds(bench.medianMs)} s; full npm run build ${seconds(bench.fullBuildMs)} s; ratio ${bench.ratio.toFixed(3)}`,
  );
}
