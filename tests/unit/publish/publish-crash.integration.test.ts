/**
 * A publish cut short by kill -9 (docs/decisions.md 124): the real server (server/index.ts, a
 * process of its own) publishing from a working copy cloned from a bare remote, killed at two
 * moments of a publish, then started again on the same folders:
 *
 *  - while the page is being rendered (the editor's process stopped with SIGSTOP as the
 *    publish reaches it, so the kill lands inside the render): after the restart the working
 *    copy is as it was, the remote unchanged, the served site the old one and whole, the
 *    editor's draft still there, and no process of the old server left;
 *  - after its commit, while `git push` hangs (a git in PATH that waits on push): after the
 *    restart the commit is on the remote and the served site shows it, and the waiting push of
 *    the old server is gone.
 *
 * Each moment is reached by an event (the working copy's file written, the push started), never
 * by waiting for a time.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '~/scripts/local-postgres';
import { exited, startServerProcess, type ServerProcess } from '~/scripts/support/server-process';
import { openLeadStore } from '~/server/leads/open-store';
import type { LeadStore } from '~/server/leads/store';
import { git, seedPublishRepos } from '~/tests/publish-fixture';
import { writeFixtureSite } from '../leads/support/fixture-site';
import { kontoClientOverHttp } from '../leads/support/konto-client';
import { eventually } from '../leads/support/lead-server';

const temp = mkdtempSync(path.join(tmpdir(), 'publicera-krasch-'));
const servers: ServerProcess[] = [];
const stores: LeadStore[] = [];
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  for (const store of stores) await store.close();
  rmSync(temp, { recursive: true, force: true });
});

/** Whether a process exists and is not a zombie waiting to be reaped. */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** The processes whose parent is `pid`: the server's children. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Resolves when `file` in `dir` is written (or created). */
function written(dir: string, file: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(dir, (_event, name) => {
      if (name === file) {
        watcher.close();
        resolve();
      }
    });
  });
}

/** A publishing site of its own: the three repositories, a served folder, a database, an editor signed in. */
async function site(name: string, env: Record<string, string> = {}) {
  const dir = path.join(temp, name);
  mkdirSync(dir);
  const repos = seedPublishRepos(dir);
  const distDir = path.join(dir, 'dist');
  cpSync(writeFixtureSite(), distDir, { recursive: true });
  const port = await freePort();
  const serverEnv = {
    PORT: String(port),
    DIST_DIR: distDir,
    DATABASE_PATH: path.join(dir, 'leads.db'),
    CONTENT_REPO_DIR: repos.work,
    CONTENT_PUBLISH: 'both',
    ...env,
  };
  const start = async (extra: Record<string, string> = {}) => {
    const server = await startServerProcess({ ...serverEnv, ...extra });
    servers.push(server);
    return server;
  };
  const server = await start();
  const store = await openLeadStore({ kind: 'sqlite', path: serverEnv.DATABASE_PATH });
  stores.push(store);
  const client = kontoClientOverHttp(`http://127.0.0.1:${port}`, store);
  const editor = await client.signedIn('redaktor@nordvik.example', 'editor');
  const open = async () => {
    const answer = await client.call('GET', '/konto/api/redigera/sida?fil=pages/index.yaml', { cookie: editor });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.page as { hash: string; data: { title: string } };
  };
  return { ...repos, distDir, server, start, client, editor, open };
}

const servedHome = (distDir: string) => readFileSync(path.join(distDir, 'index.html'), 'utf8');

describe('a publish cut short by kill -9', () => {
  it('while the page renders: after the restart the working copy, the remote and the served site are as before, the draft is kept, and no process is left', async () => {
    const s = await site('under-bygget');
    const page = await s.open();
    const remoteBefore = git(s.remote, 'rev-parse', 'main').trim();
    const servedBefore = servedHome(s.distDir);
    const draft = { ...page.data, title: 'Utkastet som inte får försvinna' };
    expect(
      (await s.client.call('POST', '/konto/api/redigera/utkast', { cookie: s.editor, json: { file: 'pages/index.yaml', data: draft, hash: page.hash } }))
        .status,
    ).toBe(200);

    // The editor's process (warmed at the server's start) is the server's child: frozen as the
    // publish writes the page, the render cannot finish before the kill.
    let editorPid = 0;
    // Known by its command line: the server's other children are short git commands.
    const isEditor = (pid: number) => alive(pid) && /editor-(process|cli)/.test(commandLine(pid));
    await eventually(() => (editorPid = childrenOf(s.server.child.pid!).find(isEditor) ?? 0) > 0, 30_000, "the editor's process");
    const fileWritten = written(path.join(s.work, 'pages'), 'index.yaml');
    const publish = s.client
      .call('POST', '/konto/api/redigera/publicera', {
        cookie: s.editor,
        json: { file: 'pages/index.yaml', data: { ...page.data, title: 'Aldrig publicerad' }, hash: page.hash },
      })
      .catch(() => undefined);
    // The page is written before the render; a publish answered first never wrote it, and says why.
    const answeredFirst = await Promise.race([fileWritten.then(() => undefined), publish.then((answer) => answer ?? 'no answer')]);
    if (answeredFirst !== undefined) throw new Error(`The publish ended before writing the page: ${JSON.stringify(answeredFirst)}`);
    process.kill(editorPid, 'SIGSTOP');
    s.server.child.kill('SIGKILL');
    await exited(s.server.child);
    await publish;
    process.kill(editorPid, 'SIGCONT');
    // The old server's editor ends by itself once its parent is gone.
    await eventually(() => !alive(editorPid), 10_000, "the old editor's process to end");

    // A git command cut short as the server died leaves its lock behind, as git does.
    writeFileSync(path.join(s.work, '.git', 'index.lock'), '');
    const again = await s.start();
    // A guard against a hang, not a measure: on failure it says what the working copy and the server said.
    const changes = () => git(s.work, 'status', '--porcelain', '--', 'pages', 'site.yaml').trim();
    await eventually(() => changes() === '', 90_000, 'the working copy restored').catch((error: Error) => {
      throw new Error(`${error.message}\ngit status: ${changes()}\nserver: ${again.output()}`);
    });
    expect(git(s.remote, 'rev-parse', 'main').trim()).toBe(remoteBefore);
    expect(git(s.work, 'rev-parse', 'HEAD').trim()).toBe(remoteBefore);
    expect(servedHome(s.distDir)).toBe(servedBefore);
    expect(existsSync(`${s.distDir}.publicering`)).toBe(false);
    expect(existsSync(path.join(s.work, '.git', 'index.lock'))).toBe(false);
    const kept = await s.client.call('GET', '/konto/api/redigera/sida?fil=pages/index.yaml', { cookie: s.editor });
    expect(kept.body.draft).toMatchObject({ data: { title: 'Utkastet som inte får försvinna' } });
    await again.stop();
  }, 150_000);

  it('after its commit, with the push waiting: after the restart the change is pushed and served, and the waiting push is ended', async () => {
    // A git that waits on push, as one waiting for a remote that does not answer; the rest is git.
    const bin = path.join(temp, 'bin');
    mkdirSync(bin);
    const pushing = path.join(temp, 'push-started');
    writeFileSync(
      path.join(bin, 'git'),
      `#!/bin/sh\nfor a in "$@"; do if [ "$a" = push ]; then echo $$ > '${pushing}'; exec sleep 600; fi; done\nexec /usr/bin/git "$@"\n`,
    );
    chmodSync(path.join(bin, 'git'), 0o755);
    const s = await site('efter-commit', { PATH: `${bin}:${process.env.PATH}` });
    const page = await s.open();
    const remoteBefore = git(s.remote, 'rev-parse', 'main').trim();
    const title = 'Publicerad trots kraschen';

    const started = written(temp, 'push-started');
    const publish = s.client
      .call('POST', '/konto/api/redigera/publicera', { cookie: s.editor, json: { file: 'pages/index.yaml', data: { ...page.data, title }, hash: page.hash } })
      .catch(() => undefined);
    await started;
    // The file is there as the shell opens it; its number a moment later.
    let waitingPush = 0;
    await eventually(() => (waitingPush = Number(readFileSync(pushing, 'utf8'))) > 0, 10_000, 'the waiting push to write its number');
    expect(git(s.work, 'log', '-1', '--format=%s')).toContain('Publicera');
    s.server.child.kill('SIGKILL');
    await exited(s.server.child);
    await publish;
    expect(alive(waitingPush)).toBe(true);

    // Started again with the real git: the new server ends the old push and finishes the publish.
    const again = await s.start({ PATH: process.env.PATH ?? '' });
    await eventually(() => !alive(waitingPush), 30_000, 'the old push to be ended');
    await eventually(() => git(s.remote, 'rev-parse', 'main').trim() !== remoteBefore, 60_000, 'the commit pushed');
    expect(git(s.remote, 'rev-parse', 'main').trim()).toBe(git(s.work, 'rev-parse', 'HEAD').trim());
    await eventually(() => servedHome(s.distDir).includes(title), 60_000, 'the change served');
    // Then the publish is done: nothing of it is left to finish at the next start.
    await eventually(() => !existsSync(path.join(s.work, '.git', 'redigera-publicering.json')), 10_000, 'the publish to be forgotten');
    await again.stop();
  }, 150_000);
});
