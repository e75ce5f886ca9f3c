/**
 * `npm run dev` survives every bad edit in the corpus and recovers when the file is fixed (issue
 * 12: an alias used to end the dev server for good). One Vite dev server — the project's own
 * vite.config.ts and plugins, over a copy of the project — runs for the whole corpus; each edit is
 * written as an editor saves it, then:
 *  - the terminal shows the problem (the file watcher's check did not die),
 *  - a page request answers 500 with the problem listed, as the browser shows it,
 *  - the file is put back, and the page answers 200 again.
 * A warning does not stop the page: it answers 200 and the terminal shows the warning.
 *
 * The server runs in this process, so the test waits for events: for Vite's file watcher to
 * report each write and each restore before the next, and for the terminal to show the problem.
 * The one wait for a time is the watcher's own: a restore comes at least its save window after the
 * edit, which it would otherwise drop as part of the same save. On a loaded machine it is slower,
 * never different (docs/decisions.md 122).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createLogger, createServer, type Logger, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badEdits, warningEdits, type BadEdit } from './bad-edits';
import { applyEdit, expectedLine, projectCopy, restore } from './corpus-project';

const page = '/tack';
let root: string;
let server: ViteDevServer;
let url: string;
let output = '';
/** Resolved as the terminal gains text: whoever waits for a line looks again. */
let printed: () => void = () => {};

/** Vite's own logger, writing into `output` as well as nowhere else. */
function capturingLogger(): Logger {
  const logger = createLogger('info', { allowClearScreen: false });
  const keep = (message: string) => {
    output += `${stripVTControlCharacters(message)}\n`;
    printed();
  };
  return { ...logger, info: keep, warn: keep, warnOnce: keep, error: keep };
}

/** Resolves once `shown(output)` holds, checking each time the terminal gains text. */
async function terminalShows(shown: (text: string) => boolean): Promise<void> {
  while (!shown(output)) await new Promise<void>((resolve) => (printed = resolve));
}

/**
 * Resolves once Vite's file watcher has reported a change, addition or removal of every one of
 * `files`, with the time of the last report.
 */
function watcherSees(files: readonly string[]): Promise<number> {
  const waiting = new Set(files.map((file) => path.join(root, file)));
  return new Promise((resolve) => {
    const seen = (_event: string, file: string) => {
      waiting.delete(file);
      if (waiting.size > 0) return;
      server.watcher.off('all', seen);
      resolve(performance.now());
    };
    server.watcher.on('all', seen);
  });
}

/**
 * Vite's watcher (chokidar) drops a second change of a file within 50 ms of the first, and reports
 * a file removed and written again within 100 ms as one change: two saves closer than that are one
 * save to it, as they would be for a person saving twice. The restore is a save of its own.
 */
const watcherSaveWindowMs = 150;
async function afterSaveWindow(seenAt: number): Promise<void> {
  const left = seenAt + watcherSaveWindowMs - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

async function get(): Promise<{ status: number; body: string }> {
  const response = await fetch(`${url}${page.slice(1)}`, { headers: { accept: 'text/html' } });
  return { status: response.status, body: await response.text() };
}

beforeAll(async () => {
  root = projectCopy('dev-corpus-', true);
  server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    // Its own optimised dependencies, as tests/unit/dev-server-private-files.integration.test.ts asks.
    cacheDir: path.join(root, 'node_modules-vite'),
    customLogger: capturingLogger(),
    server: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  await server.listen();
  url = server.resolvedUrls!.local[0]!;
  expect((await get()).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Applies `row`, waits for what the server must show, puts the files back and waits for recovery. */
async function survive(row: BadEdit, warning: boolean): Promise<void> {
  const before = output.length;
  const files = Object.keys(row.files);
  const seenEdit = watcherSees(files);
  const originals = applyEdit(root, row);
  let editSeenAt = performance.now();
  try {
    const where = `${row.expect.file}:${expectedLine(root, row, originals)}:`;
    const shown = (text: string) => text.split('\n').some((l) => l.includes(where) && l.includes(`[${row.expect.code}]`));
    if (!row.unwatched) {
      editSeenAt = await seenEdit;
      await terminalShows((text) => shown(text.slice(before)));
    }
    const answer = await get();
    if (warning) expect(answer.status).toBe(200);
    else {
      expect(answer.status).toBe(500);
      expect(
        shown(
          answer.body
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&')
            .replace(/&lt;/g, '<'),
        ),
      ).toBe(true);
    }
  } finally {
    await afterSaveWindow(editSeenAt);
    const seenRestore = watcherSees(files);
    const restoredAt = output.length;
    restore(root, originals);
    if (!row.unwatched) {
      await seenRestore;
      // The watcher's own check of the restored file has run (it says so after an error), so the
      // next edit is checked on its own, never joined with this one by a busy watcher.
      if (!warning) await terminalShows((text) => text.slice(restoredAt).includes('Innehållet är giltigt igen.'));
    }
  }
  expect((await get()).status).toBe(200);
}

describe('npm run dev over the whole corpus', () => {
  it('survives every bad edit and recovers when it is fixed', async () => {
    for (const row of badEdits) await survive(row, false);
    for (const row of warningEdits) await survive(row, true);
    expect(server.httpServer?.listening).toBe(true);
  }, 900_000);
});
