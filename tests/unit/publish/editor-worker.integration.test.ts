/**
 * The page editor's long-lived process (src/editor/publish/editor-worker.ts, docs/decisions.md 115),
 * with real child processes: a small stand-in that speaks the editor's line protocol (and can
 * crash, hang or start a child of its own), a stand-in editor-cli.ts run by the Publisher in a git
 * working copy that gains commits of content and of code, and the real editor-cli.ts on a copy of this checkout, whose
 * content is changed on disk between two calls to the same process.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { root } from '~/scripts/support/site-routes';
import { EditorWorker, type NoAnswer, type WorkerAnswer } from '~/src/editor/publish/editor-worker';
import { EditorRefusal, Publisher } from '~/src/editor/publish/publisher';
import { git, seedPublishRepos } from '~/tests/publish-fixture';

const temp = mkdtempSync(path.join(tmpdir(), 'redigerare-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Answers `echo` with its own pid, exits on `crash`, never answers `hang`, starts a lasting child on `spawn`. */
const standIn = `
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
for await (const line of createInterface({ input: process.stdin })) {
  const request = JSON.parse(line);
  if (request.command === 'crash') { process.stderr.write('trasig\\n'); process.exit(3); }
  if (request.command === 'hang') continue;
  let child;
  if (request.command === 'spawn') child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }).pid;
  process.stdout.write(JSON.stringify({ id: request.id, ok: true, result: { pid: process.pid, n: request.n, child } }) + '\\n');
}
`;
const standInFile = path.join(temp, 'stand-in.mjs');
writeFileSync(standInFile, standIn);

/** Whether a process exists and is not a zombie waiting to be reaped. */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

type Result = { pid: number; n?: number; child?: number };
const resultOf = (got: WorkerAnswer | NoAnswer): Result => {
  expect(got).toMatchObject({ ok: true });
  return (got as WorkerAnswer).result as Result;
};

const workers: EditorWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
});
const worker = (options: { timeoutMs?: number; version?: () => Promise<string>; idleMs?: number } = {}) => {
  const w = new EditorWorker({ cwd: temp, command: [process.execPath, standInFile], timeoutMs: 30_000, ...options });
  workers.push(w);
  return w;
};

describe('the editor worker', () => {
  it('answers requests sent at once in the order asked, from one process', async () => {
    const w = worker();
    const order: number[] = [];
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        w.call({ command: 'echo', n }).then((got) => {
          order.push(n);
          return resultOf(got);
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(answers.map((a) => a.n)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(answers.map((a) => a.pid)).size).toBe(1);
    expect(w.pid).toBe(answers[0]?.pid);
  });

  it('fails only the request in flight when the process crashes, and starts a new one for the next', async () => {
    const w = worker();
    const [before, crashed, after] = await Promise.all([w.call({ command: 'echo' }), w.call({ command: 'crash' }), w.call({ command: 'echo' })]);
    expect(crashed).toMatchObject({ noAnswer: true, code: 3, timedOut: false });
    expect((crashed as NoAnswer).stderr).toContain('trasig');
    const first = resultOf(before).pid;
    const second = resultOf(after).pid;
    expect(second).not.toBe(first);
    expect(alive(first)).toBe(false);
  });

  it('kills a process that overruns the time limit, fails that request only, and serves the next from a new one', async () => {
    const w = worker({ timeoutMs: 5_000 });
    const first = resultOf(await w.call({ command: 'echo' })).pid;
    const [hung, next] = await Promise.all([w.call({ command: 'hang' }), w.call({ command: 'echo' })]);
    expect(hung).toMatchObject({ noAnswer: true, timedOut: true });
    expect(resultOf(next).pid).not.toBe(first);
    await vi.waitFor(() => expect(alive(first)).toBe(false), { timeout: 10_000 });
  });

  it('replaces the process when the version it started at has changed', async () => {
    let version = 'a';
    const w = worker({ version: async () => version });
    const first = resultOf(await w.call({ command: 'echo' })).pid;
    expect(resultOf(await w.call({ command: 'echo' })).pid).toBe(first);
    version = 'b';
    const second = resultOf(await w.call({ command: 'echo' })).pid;
    expect(second).not.toBe(first);
    await vi.waitFor(() => expect(alive(first)).toBe(false), { timeout: 10_000 });
  });

  it('stops the process when idle and starts it again on the next request', async () => {
    const w = worker({ idleMs: 50 });
    const first = resultOf(await w.call({ command: 'echo' })).pid;
    await vi.waitFor(() => expect(alive(first)).toBe(false), { timeout: 10_000 });
    expect(w.pid).toBeUndefined();
    expect(resultOf(await w.call({ command: 'echo' })).pid).not.toBe(first);
  });

  it('leaves no process behind when closed, not even one the process started, and answers nothing after', async () => {
    const w = worker();
    const { pid, child } = resultOf(await w.call({ command: 'spawn' }));
    expect(alive(pid) && alive(child!)).toBe(true);
    await w.close();
    expect(alive(pid)).toBe(false);
    await vi.waitFor(() => expect(alive(child!)).toBe(false), { timeout: 10_000 });
    expect(await w.call({ command: 'echo' })).toMatchObject({ noAnswer: true });
  });
});

const config = (repoDir: string) => ({ repoDir, mode: 'dist' as const, remote: 'origin', branch: 'main', buildTimeoutMs: 5 * 60_000, serverRoot: root });
const host = { distDir: '', swapped: () => {} };

describe('the publisher’s editor process', () => {
  it('is kept after a commit of content, replaced after a commit of code, and gone when the publisher closes', async () => {
    const work = path.join(temp, 'arbetskopia');
    mkdirSync(path.join(work, 'src/editor/server'), { recursive: true });
    writeFileSync(path.join(work, 'src/editor/server/editor-cli.ts'), standIn);
    symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
    writeFileSync(path.join(work, '.gitignore'), 'node_modules\n');
    writeFileSync(path.join(work, 'package.json'), '{ "type": "module" }\n');
    git(work, 'init', '--quiet', '--initial-branch=main');
    git(work, 'add', '-A');
    git(work, 'commit', '--quiet', '-m', 'Först');
    const publisher = new Publisher(config(work), host);
    try {
      const first = (await publisher.editor<Result>('echo')).pid;
      expect((await publisher.editor<Result>('echo')).pid).toBe(first);
      // A publish commits content alone: what the process loaded is still the code.
      mkdirSync(path.join(work, 'pages'));
      writeFileSync(path.join(work, 'pages/index.yaml'), 'title: Publicerad\n');
      git(work, 'add', '-A');
      git(work, 'commit', '--quiet', '-m', 'Publicerad sida');
      expect((await publisher.editor<Result>('echo')).pid).toBe(first);
      writeFileSync(path.join(work, 'package.json'), '{ "type": "module", "private": true }\n');
      git(work, 'commit', '--quiet', '-am', 'Ny kod');
      const second = (await publisher.editor<Result>('echo')).pid;
      expect(second).not.toBe(first);
      await expect(publisher.editor('crash')).rejects.toThrow(/^editor-cli crash gave no answer \(exit 3\): trasig/);
      const third = (await publisher.editor<Result>('echo')).pid;
      await publisher.close();
      expect(alive(third)).toBe(false);
    } finally {
      await publisher.close();
    }
  }, 120_000);

  it(
    'runs the real editor: reads a page changed on disk afresh in the same process, and refuses an unknown command as today',
    async () => {
      // The checkout's files as the server's working copy holds them (node_modules linked in).
      const own = path.join(temp, 'riktig');
      mkdirSync(own);
      const { work } = seedPublishRepos(own);
      const publisher = new Publisher(config(work), host);
      try {
        type Page = { data: { title: string }; hash: string };
        const listed = await publisher.editor<{ pages: { file: string }[] }>('pages');
        expect(listed.pages.map((p) => p.file)).toContain('pages/index.yaml');
        const before = await publisher.editor<Page>('page', { file: 'pages/index.yaml' });
        const pid = publisher.editorPid;
        expect(pid).toBeDefined();
        const file = path.join(work, 'pages/index.yaml');
        const text = readFileSync(file, 'utf8');
        const title = `title: ${before.data.title}`;
        expect(text).toContain(title);
        writeFileSync(file, text.replace(title, 'title: Ändrad på disken'));
        const after = await publisher.editor<Page>('page', { file: 'pages/index.yaml' });
        expect(after.data.title).toBe('Ändrad på disken');
        expect(after.hash).not.toBe(before.hash);
        expect(publisher.editorPid).toBe(pid);
        await expect(publisher.editor('okänt')).rejects.toEqual(new EditorRefusal(409, 'Okänt kommando "okänt".'));
        await expect(publisher.editor('page', { file: '../package.json' })).rejects.toMatchObject({ status: 403 });
      } finally {
        await publisher.close();
      }
    },
    5 * 60_000,
  );
});
