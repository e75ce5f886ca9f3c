/**
 * The page editor's end-to-end tests run `vite` (npm run dev) on a throw-away copy of the content,
 * so that saving and "Ny stad" never touch the repository's own pages/. The dev server is started
 * by the `test` exported here, once for the worker that runs the editor's specs (the Playwright
 * project `editor`, one worker: playwright.config.ts) — a run without those specs never starts it.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';

export const editorPort = Number(process.env.EDITOR_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 1);
export const editorUrl = `http://127.0.0.1:${editorPort}`;
/** Where the copy lives while the tests run (recreated by tests/editor-dev-server.ts at start). */
export const editorContentRoot = path.join(os.tmpdir(), `nordvik-editor-e2e-${editorPort}`);
/** The dev server's own dependency cache, empty at start as on a fresh clone (vite.config.ts optimizeDeps). */
export const editorViteCache = `${editorContentRoot}-vite-cache`;
/**
 * The specs that need the dev server: the editor's own, and the workspace's editor and review
 * specs, whose page lists, pages and checks it answers (tests/e2e-konto.ts routeEditorApi). The
 * project `editor` runs them, and only them.
 */
export const editorSpecs = /[/\\](editor(-[a-z]+)?|konto-editor|konto-review)\.spec\.ts$/;

/** Ready when the page list answers: the content pipeline is compiled before the first test. */
async function answering(signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const response = await fetch(`${editorUrl}/redigera/api/pages`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const test = base.extend<object, { editorServer: string }>({
  editorServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter, which must be a pattern: none here
    async ({}, use) => {
      const server = spawn(process.execPath, ['--import', 'tsx', 'tests/editor-dev-server.ts'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
      server.stdout.on('data', keep);
      server.stderr.on('data', keep);
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      const stop = new AbortController();
      await Promise.race([
        answering(stop.signal),
        exited.then(() => {
          throw new Error(`npm run dev for the editor's tests ended before it answered:\n${output}`);
        }),
      ]).finally(() => stop.abort());
      await use(editorUrl);
      server.kill();
      await exited;
    },
    // Started before the worker's first test, whether or not the test names it; stopped with the worker.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
});
